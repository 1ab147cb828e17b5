import { lazy, Suspense, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { LoadingScreen } from "@/components/LoadingScreen";
import { Toaster } from "@/components/ui/sonner";
import { AuthProvider, useAuth } from "@/lib/auth-context";
import { RESET_PATH, SECOND_FACTOR_PATH, returnPath } from "@/lib/auth-paths";
import AuthPage from "@/pages/AuthPage";
import NotFoundPage from "@/pages/NotFoundPage";

// Loaded only once signed in, which keeps the sign-in page small.
const HomePage = lazy(() => import("@/pages/HomePage"));
const MyDataPage = lazy(() => import("@/pages/MyDataPage"));
const DocumentsPage = lazy(() => import("@/pages/DocumentsPage"));
const NoticeCheckPage = lazy(() => import("@/pages/tools/NoticeCheckPage"));
const ToolsPage = lazy(() => import("@/pages/tools/ToolsPage"));
const BreachPage = lazy(() => import("@/pages/tools/BreachPage"));
const RecordsPage = lazy(() => import("@/pages/tools/RecordsPage"));
// Public, but not needed for signing in: lazy as well.
const PrivacyPage = lazy(() => import("@/pages/PrivacyPage"));
const SecondFactorPage = lazy(() => import("@/pages/SecondFactorPage"));
const PasswordResetPage = lazy(() => import("@/pages/PasswordResetPage"));

// Whether this page has had a session: then a missing one means a sign-out (or an ended session), and the
// next sign-in starts at home; only a visitor who arrived without one is brought back to the page asked for.
let hadSession = false;

// A password-only (aal1) session of a user with an authenticator app is not yet signed in.
function SignedInOnly({ children }: { children: ReactNode }) {
  const { loading, session, mfaPending } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!session) {
    // Kept in the router state (not the URL), and read back by returnPath() only for paths of this app.
    const state = hadSession ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/auth" replace state={state} />;
  }
  hadSession = true;
  if (mfaPending) return <Navigate to={SECOND_FACTOR_PATH} replace />;
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { loading, session, mfaPending } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (session) return <Navigate to={mfaPending ? SECOND_FACTOR_PATH : returnPath(location.state)} replace />;
  return children;
}

function SecondFactorOnly({ children }: { children: ReactNode }) {
  const { loading, session, mfaPending } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/auth" replace />;
  if (!mfaPending) return <Navigate to="/" replace />;
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <Routes>
          <Route
            path="/"
            element={
              <SignedInOnly>
                <HomePage />
              </SignedInOnly>
            }
          />
          <Route
            path="/auth"
            element={
              <SignedOutOnly>
                <AuthPage />
              </SignedOutOnly>
            }
          />
          <Route
            path={SECOND_FACTOR_PATH}
            element={
              <SecondFactorOnly>
                <SecondFactorPage />
              </SecondFactorOnly>
            }
          />
          <Route
            // Not behind a guard: the session from the mail's link is still being set up here.
            path={RESET_PATH}
            element={
              <Suspense fallback={<LoadingScreen />}>
                <PasswordResetPage />
              </Suspense>
            }
          />
          <Route
            path="/meine-daten"
            element={
              <SignedInOnly>
                <MyDataPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/meine-dokumente"
            element={
              <SignedInOnly>
                <DocumentsPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/werkzeuge"
            element={
              <SignedInOnly>
                <ToolsPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/werkzeuge/datenpanne"
            element={
              <SignedInOnly>
                <BreachPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/werkzeuge/verzeichnis"
            element={
              <SignedInOnly>
                <RecordsPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/werkzeuge/datenschutzerklaerung"
            element={
              <SignedInOnly>
                <NoticeCheckPage />
              </SignedInOnly>
            }
          />
          <Route
            path="/datenschutz"
            element={
              <Suspense fallback={<LoadingScreen />}>
                <PrivacyPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </AuthProvider>
  );
}
