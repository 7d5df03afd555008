import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="您的账号没有访问该页面的权限，如有疑问请联系管理员。"
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
