// antd's styles for the staff screens, made at build time (build/antd-styles.tsx).
import 'virtual:antd-staff-screens.css';
// Internal to antd's style engine (its own range of it pins the version); a foundation journey covers its use.
import { reset as forgetPrebuiltStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';

// antd reads which of its styles the stylesheets hold once, at its first style, from the stylesheet declared last.
// After a sign-in in this tab that was on the sign-in page, before this stylesheet was there, and the staff screens'
// styles were all drawn in the browser. A lazy module runs once its stylesheets are in, so forgetting the map here
// has antd read it again, from this stylesheet, at the next style; on a first visit it has not been read yet.
forgetPrebuiltStyleMap();
