import { Result } from 'antd';
import { useCurrentRoute } from '../route-context';

/** The honest stand-in for pages of later issues: the route exists, its page does not yet. */
export default function UnderConstructionPage() {
  const { meta } = useCurrentRoute();
  return (
    <Result
      status="info"
      // A real heading, so assistive technology and tests find the page by its name.
      title={<h2 style={{ font: 'inherit', margin: 0 }}>{meta.title}</h2>}
      subTitle="该功能正在建设中，敬请期待。如需办理相关业务，请拨打页面底部的入驻咨询热线。"
    />
  );
}
