import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { readAuthData, useCurrentUserIfStored } from '../lib/current-user';
import { withQueryClient } from '../lib/with-query-client';

/**
 * /admin: the dashboard when a stored session shows an admin, else the admin login (admin spec
 * §2). The stored session is re-checked with the server first, and every admin call is checked again.
 */
function AdminIndex() {
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUserIfStored();
  useEffect(() => {
    if (readAuthData() === null) {
      navigate('/admin/login', { replace: true });
      return;
    }
    if (isPending) return;
    navigate(user?.role === 'admin' ? '/admin/dashboard' : '/admin/login', { replace: true });
  }, [isPending, user, navigate]);
  return <Spinner />;
}

export default withQueryClient(AdminIndex);
