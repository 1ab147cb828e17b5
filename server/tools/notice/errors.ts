// Stable codes of the notice check. They extend the product API's shared list without editing it
// (that file belongs to everyone): render() sends any code as is.
import { ApiError, type ErrorCode } from "../../http/errors.js";

export type NoticeErrorCode =
  | "notice_empty"
  | "notice_too_long"
  | "file_too_large"
  | "file_missing"
  | "unsupported_file_type"
  | "file_type_mismatch"
  | "file_corrupt"
  | "pdf_no_text"
  | "pdf_encrypted"
  | "pdf_too_many_pages"
  | "docx_macro"
  | "zip_bomb";

export function noticeError(status: number, code: NoticeErrorCode, message: string): ApiError {
  return new ApiError(status, code as unknown as ErrorCode, message);
}
