import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Result, Tooltip, Typography } from 'antd';
import { CODES } from '@ftown/domain/api/codes';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { formOf, stepsOf } from '@ftown/domain/applications/forms';
import type { ApplicationData, Row, SectionDef, SectionKey } from '@ftown/domain/applications/form-model';
import { APPLY_STATUS, APPLY_STATUS_LABELS, isEditableByApplicant, type ApplyStatus } from '@ftown/domain/applications/status';
import { prefixOf, typeOfPath, type ApplyType } from '@ftown/domain/applications/types';
import { problemsBySection, validateApplication, warningsOf, type FieldErrors } from '@ftown/domain/applications/validate';
import { PageLoading } from '@/components/page-loading';
import { toast } from '@/lib/feedback';
import { RequestError } from '@/lib/request';
import { applyRecordStorage } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { useCreateApply } from '../api/create-apply';
import { useOneApply, type ApplyRef } from '../api/get-one-apply';
import { useSaveSection } from '../api/save-section';
import { useSubmitApply } from '../api/submit-apply';
import { refQuery, useApplyRef } from '../apply-ref';
import { describePath, placeErrors, sectionsWithErrors } from '@/components/form-engine/field-paths';
import { SectionForm } from '@/components/form-engine/section-form';
import { SectionView } from '@/components/form-engine/section-view';
import { ApplySteps, sectionStatesOf, type SectionState, type StepKey } from '../components/apply-steps';
import { officerRemoval, removePost, replaceSingleSlots } from '../components/officer-slots';
import { RegisterPanel } from '../components/register-panel';
import { SectionAttachments } from '../components/section-attachments';
import { FindingList } from '../components/warning-list';
import { LeaveGuard } from '../hooks/use-leave-guard';
import { useLiveChange } from '../live-changes';
import { useCorrections } from '../api/corrections';
import { ApplyReadFailed } from '../components/apply-read-failed';
import { CorrectionChecklist } from '../components/correction-checklist';
import { correctionAccessOf } from '../correction-access';

type Finding = { key: string; where: string; message: string };

/** Field errors or warnings keyed by path, in words, grouped under the section they belong to. */
const findingsOf = (sections: readonly SectionDef[], entries: readonly (readonly [string, string])[]): Finding[] =>
  entries.map(([path, message]) => {
    const [head = '', ...rest] = path.split('.');
    const section = sections.find((s) => s.key === head);
    const where = section ? `${section.title} · ${describePath(section, rest).where}` : '申请';
    return { key: `${path}:${message}`, where, message };
  });

const isFieldRefusal = (error: unknown): error is RequestError =>
  error instanceof RequestError && error.code === CODES.badInput && Object.keys(error.fields).length > 0;

/** Every form route of spec section 2: {prefix}/base for the 17 prefixes and the legacy staff-layout twins. */
export default function ApplyFormPage() {
  const { pathname } = useLocation();
  const type = typeOfPath(pathname);
  if (!type) return <Result status="404" title="没有这种申请表" />;
  return <ApplyFormLoader key={type} type={type} />;
}

function ApplyFormLoader({ type }: { type: ApplyType }) {
  const read = useApplyRef({ fallback: false });
  const detail = useOneApply(read.ref);

  useEffect(() => {
    if (read.ref) applyRecordStorage.set(read.ref);
  }, [read.ref]);

  if (read.problem) return <Result status="warning" title={read.problem} extra={<Link to="/edge/index">返回申请列表</Link>} />;
  if (read.ref && detail.isPending) return <PageLoading tip="正在加载申请…" />;
  if (detail.isError)
    return <ApplyReadFailed error={detail.error} onRetry={() => detail.refetch()} way={<Link to="/edge/index">返回申请列表</Link>} />;
  const data = detail.data ?? null;
  if (data && data.apply.type !== type)
    return (
      <Result
        status="warning"
        title="该申请不属于此申请表"
        extra={<Link to={`${prefixOf(data.apply.type)}/base${refQuery(data.apply)}`}>打开该申请对应的申请表</Link>}
      />
    );
  return <ApplyForm type={type} applyRef={read.ref} detail={data} />;
}

type FormProps = { type: ApplyType; applyRef: ApplyRef | null; detail: TApplyDetail | null };

function ApplyForm({ type, applyRef, detail }: FormProps) {
  const def = formOf(type);
  const steps = stepsOf(type);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const isEditor = useSessionStore((s) => s.session?.roles.includes('editor') ?? false);
  const status = detail?.apply.status ?? APPLY_STATUS.draft;
  const readOnly = !isEditor || !isEditableByApplicant(status);
  // A return's named items: a checklist on top, the rest of the form read-only until the applicant asks for more.
  const returned = status === APPLY_STATUS.returned && isEditor;
  const corrections = useCorrections(applyRef, returned);
  const round = returned ? (corrections.data ?? null) : null;
  const access = useMemo(() => correctionAccessOf(round), [round]);
  const banner = round && applyRef && <CorrectionChecklist round={round} applyRef={applyRef} readOnly={readOnly} />;

  const [current, setCurrent] = useState(0);
  const [dirty, setDirty] = useState(false);
  // Bumped to start the section's inputs over from the reloaded application.
  const [loaded, setLoaded] = useState(0);
  const change = useLiveChange(applyRef?.id ?? null, dirty);
  const [notes, setNotes] = useState<{ where: string; message: string }[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  /** The check of the open section's last save in this visit; null until it is saved. */
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const [form] = Form.useForm();
  const live = Form.useWatch([], { form, preserve: true }) as Row | undefined;

  const create = useCreateApply();
  const save = useSaveSection();
  const submit = useSubmitApply();

  const stepKey = steps[current] ?? 'attachments';
  const section = stepKey === 'attachments' ? null : (def.sections.find((s) => s.key === stepKey) ?? null);
  const lock = useMemo(() => (section ? access.section(section.key) : null), [access, section]);
  const sectionReadOnly = readOnly || lock?.kind === 'locked';
  const saved: ApplicationData = useMemo(() => detail?.sections ?? {}, [detail]);
  const data: ApplicationData = useMemo(
    () => (section && live ? { ...saved, [section.key]: live } : saved),
    [saved, section, live],
  );

  const problems = useMemo(() => problemsBySection(type, saved), [type, saved]);
  // The open section's own check, once saved in this visit, stands for it until the saved data comes back.
  const states = useMemo(
    () =>
      sectionStatesOf(
        def.sections,
        checked && section ? { ...saved, [section.key]: saved[section.key] ?? {} } : saved,
        checked && section ? { ...problems, [section.key]: checked } : problems,
      ),
    [def.sections, saved, problems, checked, section],
  );

  // What the open section shows on its inputs: the check of its last save, else that of what was saved before (a
  // section left with problems shows them when opened again), and the errors of a refused submission.
  const placed = useMemo(() => {
    if (!section || sectionReadOnly) return null;
    const own = checked ?? (saved[section.key] === undefined ? {} : (problems[section.key] ?? {}));
    return placeErrors(section, { ...own, ...serverErrors });
  }, [section, sectionReadOnly, checked, saved, problems, serverErrors]);
  useEffect(() => {
    if (placed) form.setFields(placed.fields);
  }, [placed, form]);

  const warnings = useMemo(
    () =>
      findingsOf(
        def.sections,
        warningsOf(type, data)
          .filter((w) => section === null || w.field.split('.')[0] === section.key)
          .map((w) => [w.field, w.message] as const),
      ),
    [def.sections, type, data, section],
  );

  const goTo = (index: number) => {
    if (index === current) return;
    const go = () => {
      setDirty(false);
      setNotes([]);
      setChecked(null);
      setCurrent(index);
    };
    if (!dirty) return go();
    modal.confirm({
      title: '放弃未保存的修改？',
      content: '本部分有未保存的修改，切换后这些修改将丢失。',
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: go,
    });
  };

  const ensureApply = async (): Promise<ApplyRef> => {
    if (applyRef) return applyRef;
    const apply = await create.mutateAsync({ ...def.parts });
    const ref = { id: apply.id, unicodes: apply.unicodes };
    applyRecordStorage.set(ref);
    setSearchParams({ id: String(ref.id), unicodes: ref.unicodes }, { replace: true });
    return ref;
  };

  /**
   * Saves the open section as a draft, then checks it by the submission rules: a draft with problems is kept (nothing
   * typed is lost) and its problems are shown, but it is not complete.
   */
  const saveCurrent = async (): Promise<'refused' | 'problems' | 'complete'> => {
    if (!section) return 'complete';
    try {
      await form.validateFields();
    } catch {
      void message.error('请先修改标红的内容再保存');
      return 'refused';
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    try {
      const ref = await ensureApply();
      await save.mutateAsync({ ...ref, section: section.key, data: values });
    } catch (error) {
      // The request layer has toasted the refusal; field messages also go onto the inputs.
      if (isFieldRefusal(error)) {
        const placed = placeErrors(section, error.fields);
        form.setFields(placed.fields);
        setNotes(placed.general);
      }
      return 'refused';
    }
    setDirty(false);
    setNotes([]);
    setServerErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k.split('.')[0] !== section.key)));
    const own = problemsBySection(type, { ...saved, [section.key]: values })[section.key] ?? {};
    setChecked(own);
    const count = Object.keys(own).length;
    if (count === 0) {
      void message.success(`${section.title}已保存`);
      return 'complete';
    }
    void message.warning(`${section.title}已保存草稿，还有${count}处需要修改`);
    const first = placeErrors(section, own).fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return 'problems';
  };

  // Stable between renders, like the notes below, so the memoised SectionForm skips the page's re-renders.
  const sectionKey = section?.key;
  const onValuesChange = useCallback(
    (changed: Row, all: Row) => {
      setDirty(true);
      if (sectionKey !== 'executives' || !Array.isArray(changed.rows) || !Array.isArray(all.rows)) return;
      const index = (changed.rows as unknown[]).findIndex((r) => typeof r === 'object' && r !== null && 'posts' in r);
      if (index < 0) return;
      const { rows, replaced } = replaceSingleSlots(all.rows as Row[], index);
      if (replaced.length === 0) return;
      form.setFieldValue('rows', rows);
      void toast().info(`已由新人员接任：${replaced.map((r) => r.names).join('、')}原任职务已移除`);
    },
    [sectionKey, form, setDirty],
  );
  const formNotes = useMemo(() => [...(placed?.general ?? []), ...notes], [placed, notes]);

  if (!section)
    return (
      <FormShell def={def} steps={steps} states={states} current={current} goTo={goTo} status={detail ? status : null} version={detail?.apply.version} banner={banner}>
        <SubmitStep
          type={type}
          applyRef={applyRef}
          detail={detail}
          readOnly={readOnly}
          attachmentOpen={access.attachment}
          serverErrors={serverErrors}
          onFix={(key) => goTo(steps.indexOf(key))}
          onSubmit={() => {
            if (!applyRef) return;
            modal.confirm({
              title: '确认提交申请',
              content: '提交后本申请将冻结为新的版本并进入审核，审核期间不能修改。确定提交吗？',
              okText: '确认提交',
              cancelText: '再检查一下',
              onOk: async () => {
                try {
                  const apply = await submit.mutateAsync(applyRef);
                  void message.success(`申请已提交（第${apply.version}版），状态：${APPLY_STATUS_LABELS[apply.status]}`);
                  void navigate('/edge/index');
                } catch (error) {
                  // Open return items are named by the refusal's toast and the checklist, not as form fields.
                  if (isFieldRefusal(error)) setServerErrors(Object.fromEntries(Object.entries(error.fields).filter(([k]) => !k.startsWith('corrections.'))));
                }
              },
            });
          }}
          submitting={submit.isPending}
        />
      </FormShell>
    );

  return (
    <FormShell def={def} steps={steps} states={states} current={current} goTo={goTo} status={detail ? status : null} version={detail?.apply.version} banner={banner}>
      <LeaveGuard dirty={dirty} />
      {change.missed && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={
            change.missed.status === status
              ? '该申请刚刚有了新的变化'
              : `该申请的状态已变为“${APPLY_STATUS_LABELS[change.missed.status]}”`
          }
          description="审核人员或您在其他窗口刚刚处理了这份申请。为保留您尚未保存的修改，本页没有自动刷新；重新加载将显示最新内容，未保存的修改会丢失。"
          action={
            <Button
              onClick={async () => {
                await change.reload();
                setDirty(false);
                setNotes([]);
                setLoaded((n) => n + 1);
              }}
            >
              重新加载
            </Button>
          }
        />
      )}
      {sectionReadOnly ? (
        <SectionView section={section} data={saved[section.key]} />
      ) : (
        <SectionForm
          key={`${section.key}:${loaded}`}
          section={section}
          form={form}
          saved={saved[section.key]}
          notes={formNotes}
          onValuesChange={onValuesChange}
          canRemove={section.key === 'executives' ? officerRemoval : undefined}
          pinned={lock?.kind === 'fields' ? lock.fields : undefined}
        />
      )}
      <FindingList kind="warning" title="提示（不影响保存和提交）" items={warnings} />
      {section.key === 'executives' && (
        <Card size="small" title="人员名册" style={{ marginBottom: 16 }}>
          <RegisterPanel
            executives={sectionReadOnly ? saved.executives : live}
            topman={saved.topman}
            onRemove={
              sectionReadOnly
                ? undefined
                : (post, entry) => {
                    form.setFieldValue('rows', removePost((live?.rows as Row[] | undefined) ?? [], entry.id, post));
                    setDirty(true);
                  }
            }
          />
        </Card>
      )}
      <SectionAttachments
        type={type}
        section={section.key}
        applyRef={applyRef}
        attachments={detail?.attachments.filter((a) => a.section === section.key) ?? []}
        data={data}
        readOnly={readOnly}
        open={access.attachment}
      />
      <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 24 }}>
        {current > 0 && <Button onClick={() => goTo(current - 1)}>上一步</Button>}
        {!sectionReadOnly && (
          <Button loading={save.isPending || create.isPending} onClick={() => void saveCurrent()}>
            保存草稿
          </Button>
        )}
        <Button
          type="primary"
          loading={save.isPending || create.isPending}
          onClick={async () => {
            if (sectionReadOnly || (await saveCurrent()) === 'complete') {
              setDirty(false);
              setChecked(null);
              setCurrent(current + 1);
            }
          }}
        >
          {sectionReadOnly ? '下一步' : '保存并下一步'}
        </Button>
      </Flex>
    </FormShell>
  );
}

type ShellProps = {
  def: ReturnType<typeof formOf>;
  steps: readonly StepKey[];
  states: Partial<Record<SectionKey, SectionState>>;
  current: number;
  goTo: (index: number) => void;
  status: ApplyStatus | null;
  version: number | undefined;
  /** Shown above the steps (a return's checklist). */
  banner?: React.ReactNode;
  children: React.ReactNode;
};

function FormShell({ def, steps, states, current, goTo, status, version, banner, children }: ShellProps) {
  const titles = Object.fromEntries(def.sections.map((s) => [s.key, s.title]));
  const top = useRef<HTMLDivElement>(null);
  const shownStep = useRef(current);
  // A new step starts at its top: the button that led there sits at the bottom of a long section.
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    top.current?.scrollIntoView({ block: 'start' });
  }, [current]);
  return (
    <Card ref={top}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {def.title}申请表
      </Typography.Title>
      {status !== null && (
        <Typography.Paragraph type="secondary">
          状态：{APPLY_STATUS_LABELS[status]} · 已提交版本：{version ? `第${version}版` : '无'}
        </Typography.Paragraph>
      )}
      {status !== null && !isEditableByApplicant(status) && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`该申请当前状态为“${APPLY_STATUS_LABELS[status]}”，仅可查看，不能修改。`} />
      )}
      {banner}
      <ApplySteps steps={steps} titles={titles} states={states} current={current} onChange={goTo} />
      {children}
    </Card>
  );
}

type SubmitProps = {
  type: ApplyType;
  applyRef: ApplyRef | null;
  detail: TApplyDetail | null;
  readOnly: boolean;
  attachmentOpen: (key: string) => boolean;
  serverErrors: FieldErrors;
  onFix: (section: SectionKey) => void;
  onSubmit: () => void;
  submitting: boolean;
};

/** Last step: every attachment slot, what still blocks submission, the warnings, and the submit button. */
function SubmitStep({ type, applyRef, detail, readOnly, attachmentOpen, serverErrors, onFix, onSubmit, submitting }: SubmitProps) {
  const def = formOf(type);
  const sections = detail?.sections ?? {};
  const checked = validateApplication(type, sections);
  const errors: FieldErrors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };
  const missing = missingAttachments(type, sections, new Set(detail?.attachments.map((a) => a.key)));
  const blocking = [
    ...findingsOf(def.sections, Object.entries(errors)),
    ...missing.map((m) => ({ key: `attachment:${m.key}`, where: '附件', message: `请上传${m.label}` })),
  ];
  const warnings = findingsOf(
    def.sections,
    warningsOf(type, sections).map((w) => [w.field, w.message] as const),
  );
  const toFix = sectionsWithErrors(errors).filter((k): k is SectionKey => def.sections.some((s) => s.key === k));

  return (
    <Flex vertical gap={16}>
      {def.sections.map((s) => (
        <SectionAttachments
          key={s.key}
          type={type}
          section={s.key}
          applyRef={applyRef}
          attachments={detail?.attachments.filter((a) => a.section === s.key) ?? []}
          data={sections}
          readOnly={readOnly}
          open={attachmentOpen}
          title={`${s.title}附件`}
        />
      ))}
      <FindingList kind="error" title="提交前还需完成以下内容" items={blocking} />
      {toFix.length > 0 && (
        <Flex gap={8} wrap>
          {toFix.map((key) => (
            <Button key={key} onClick={() => onFix(key)}>
              前往修改：{def.sections.find((s) => s.key === key)?.title}
            </Button>
          ))}
        </Flex>
      )}
      <FindingList kind="warning" title="提示（不影响提交，审核人员也会看到）" items={warnings} />
      {!readOnly && (
        <Flex justify="flex-end">
          <Tooltip title={!applyRef ? '请先填写并保存申请内容' : blocking.length > 0 ? '请先完成上面列出的内容' : undefined}>
            <Button type="primary" size="large" disabled={!applyRef || blocking.length > 0} loading={submitting} onClick={onSubmit}>
              提交申请
            </Button>
          </Tooltip>
        </Flex>
      )}
    </Flex>
  );
}
