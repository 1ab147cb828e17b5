import { lazy, Suspense, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { LoadingScreen } from "@/components/LoadingScreen";
import { Toaster } from "@/components/ui/sonner";
import { AuthProvider, useAuth } from "@/lib/auth-context";
import AuthPage from "@/pages/AuthPage";
import NotFoundPage from "@/pages/NotFoundPage";

// Loaded only once signed in, which keeps the sign-in page small.
const HomePage = lazy(() => import("@/pages/HomePage"));
const MyDataPage = lazy(() => import("@/pages/MyDataPage"));
const NoticeCheckPage = lazy(() => import("@/pages/tools/NoticeCheckPage"));
// Public, but not needed for signing in: lazy as well.
const PrivacyPage = lazy(() => import("@/pages/PrivacyPage"));

function SignedInOnly({ children }: { children: ReactNode }) {
  const { loading, session } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/auth" replace />;
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { loading, session } = useAuth();
  if (loading) return <LoadingScreen />;
  if (session) return <Navigate to="/" replace />;
  return children;
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
            path="/meine-daten"
            element={
              <SignedInOnly>
                <MyDataPage />
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
