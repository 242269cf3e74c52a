import { useNavigate } from 'react-router-dom'
import { ErrorScreen } from '@/ui/ErrorScreen'

export function NotFoundPage() {
  const navigate = useNavigate()
  return <ErrorScreen status={404} onBack={() => navigate(-1)} />
}
