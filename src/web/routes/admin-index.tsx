import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/current-user';

/** /admin: the dashboard for an admin, else the admin login (admin spec §2). The server re-checks every call. */
export default function AdminIndex() {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  useEffect(() => {
    if (isPending) return;
    navigate(user?.role === 'admin' ? '/admin/dashboard' : '/admin/login', { replace: true });
  }, [isPending, user, navigate]);
  return <Spinner />;
}
