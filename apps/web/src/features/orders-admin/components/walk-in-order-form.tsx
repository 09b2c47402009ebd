import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { ORDER_LIMITS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod, type Service } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { dashboardOrderPath } from '@/config/paths';
import { errorText, isApiError } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useCreateOrderForStudent } from '@/lib/orders/create-order';
import { TRANSFER_UNAVAILABLE_REASON, usePaymentOptions } from '@/lib/payment-options';
import { useOrderableServices } from '../api/get-orderable-services';
import { EstimateBar, OrderEstimate } from './order-estimate';
import { DormitoryBuildingFields, findBuilding, roomHint } from '@/components/address/dormitory-building-fields';
import { useDormitories } from '@/lib/dormitories';
import { bySlot, useSlotAvailability } from '@/lib/slot-availability';
import { PickupPicker } from './pickup-picker';
import { ServiceLines } from './service-lines';
import { StudentPicker } from './student-picker';
import {
  addressOf,
  initialWalkInForm,
  orderedLines,
  serverFieldErrors,
  validateWalkIn,
  HANDOVER_LABELS,
  type Handover,
  type WalkInErrors,
  type WalkInForm,
} from './walk-in-form';

const HANDOVERS: readonly Handover[] = ['ROOM', 'COUNTER'];

function FormSection({
  step,
  title,
  invalid,
  children,
}: {
  step: number;
  title: string;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} data-invalid={invalid || undefined}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            alignItems: 'center',
            mb: 2.5,
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {step}
          </Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

const ADDRESS_FIELDS: { key: 'room' | 'phoneNumber'; label: string; max: number; inputMode?: 'tel' }[] = [
  { key: 'room', label: 'Phòng', max: 20 },
  { key: 'phoneNumber', label: 'Số điện thoại', max: 15, inputMode: 'tel' },
];

/**
 * An order taken at the counter for a student: the same choices as the student's own form
 * (services and quantities, pickup window, payment) with the address from their profile, or a
 * bag handed in there and then, which needs no window.
 */
export function WalkInOrderForm() {
  const services = useOrderableServices();
  const create = useCreateOrderForStudent();
  const navigate = useNavigate();
  const [form, setForm] = useState<WalkInForm>(() => initialWalkInForm());
  const [errors, setErrors] = useState<WalkInErrors>({});
  const dormitories = useDormitories();
  const transferOff = usePaymentOptions().data?.bankTransfer === false;
  const atCounter = form.handover === 'COUNTER';
  const places = useSlotAvailability(
    form.pickupDate,
    form.address.buildingId,
    Boolean(form.address.buildingId) && !atCounter,
  );

  const list: Service[] = services.data ?? [];
  const lines = orderedLines(list, form.quantities);

  const patch = (change: Partial<WalkInForm>, clear: string[]) => {
    setForm((current) => ({ ...current, ...change }));
    if (clear.some((key) => errors[key])) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))));
    }
  };

  // One order per tap, decided at the tap: the busy button is drawn a moment later, and after the
  // answer the form stays up while the order's page loads (the student's form does the same).
  const placing = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing.current) return;
    const formElement = event.currentTarget;
    const result = validateWalkIn(form, list);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstInvalid(formElement);
      return;
    }
    setErrors({});
    placing.current = true;
    try {
      const order = await create.mutateAsync(result.input);
      enqueueSnackbar(`Đã tạo đơn ${order.code} cho ${order.student.name}`, { variant: 'success' });
      navigate(dashboardOrderPath(order.id));
    } catch (error) {
      placing.current = false;
      if (isApiError(error) && error.fields) {
        setErrors(serverFieldErrors(error.fields, list, result.input));
        focusFirstInvalid(formElement);
      } else setErrors({ form: errorText(error) });
    }
  };

  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'form');
  // Placed: busy until the order's page replaces the form.
  const placed = create.isPending || create.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, …): a column as wide as the screen, never as wide as its widest field (WCAG 1.4.10 at 320 px).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <FormSection step={1} title="Sinh viên và địa chỉ lấy đồ">
            <Stack spacing={2.5}>
              <StudentPicker
                value={form.student}
                error={errors.student}
                onChange={(student) =>
                  patch({ student, address: addressOf(student) }, [
                    'student',
                    'address.dormitory',
                    'address.buildingId',
                    ...ADDRESS_FIELDS.map((f) => `address.${f.key}`),
                  ])
                }
              />
              <DormitoryBuildingFields
                idPrefix="walk-in"
                dormitories={dormitories.data ?? []}
                loading={dormitories.isPending}
                value={{ dormitoryId: form.address.dormitoryId, buildingId: form.address.buildingId }}
                onChange={(next) =>
                  patch({ address: { ...form.address, ...next } }, [
                    'address.dormitory',
                    'address.buildingId',
                    'address.building',
                  ])
                }
                dormitoryError={errors['address.dormitory']}
                buildingError={errors['address.buildingId'] ?? errors['address.building']}
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {ADDRESS_FIELDS.map(({ key, label, max, inputMode }) => (
                  <TextField
                    key={key}
                    label={label}
                    required
                    value={form.address[key]}
                    onChange={(event) =>
                      patch({ address: { ...form.address, [key]: event.target.value } }, [`address.${key}`])
                    }
                    error={Boolean(errors[`address.${key}`])}
                    helperText={
                      errors[`address.${key}`] ??
                      (key === 'room'
                        ? roomHint(findBuilding(dormitories.data ?? [], form.address.buildingId))
                        : undefined) ??
                      ' '
                    }
                    slotProps={{ htmlInput: { maxLength: max, inputMode } }}
                  />
                ))}
              </Box>
              {form.student && (
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  Lấy từ hồ sơ của sinh viên; sửa ở đây chỉ áp dụng cho đơn này.
                </Typography>
              )}
            </Stack>
          </FormSection>

          <FormSection
            step={2}
            title="Dịch vụ"
            invalid={Object.keys(errors).some((key) => key === 'items' || key.startsWith('quantity.'))}
          >
            {errors.items && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errors.items}
              </Alert>
            )}
            {services.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void services.refetch()}>
                    Thử lại
                  </Button>
                }
              >
                Không tải được bảng giá. {errorText(services.error)}
              </Alert>
            ) : services.data?.length === 0 ? (
              <Alert severity="info">Bảng giá chưa có dịch vụ nào đang mở bán.</Alert>
            ) : (
              <ServiceLines
                services={services.data}
                quantities={form.quantities}
                errors={errors}
                onChange={(serviceId, quantity) =>
                  patch({ quantities: { ...form.quantities, [serviceId]: quantity } }, [
                    `quantity.${serviceId}`,
                    'items',
                  ])
                }
              />
            )}
          </FormSection>

          <FormSection step={3} title="Nhận đồ và thanh toán" invalid={Boolean(errors.pickupDate || errors.pickupSlot)}>
            <Stack spacing={3}>
              <div>
                <Typography variant="body2" id="walk-in-handover" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  Cách nhận đồ
                </Typography>
                <RadioGroup
                  aria-labelledby="walk-in-handover"
                  value={form.handover}
                  onChange={(event) =>
                    patch({ handover: event.target.value as Handover }, ['pickupDate', 'pickupSlot'])
                  }
                >
                  {HANDOVERS.map((handover) => (
                    <FormControlLabel
                      key={handover}
                      value={handover}
                      control={<Radio />}
                      label={HANDOVER_LABELS[handover]}
                    />
                  ))}
                </RadioGroup>
                {atCounter && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    Đồ đã ở quầy: đơn bắt đầu ở bước "Đã lấy đồ", không cần hẹn giờ và không giao nhiệm vụ lấy đồ.
                  </Typography>
                )}
              </div>
              {!atCounter && (
                <PickupPicker
                  date={form.pickupDate}
                  slot={form.pickupSlot}
                  dateError={errors.pickupDate}
                  slotError={errors.pickupSlot}
                  availability={bySlot(places.data)}
                  onChange={({ date, slot }) =>
                    patch({ pickupDate: date, pickupSlot: slot }, ['pickupDate', 'pickupSlot'])
                  }
                />
              )}
              <div>
                <Typography
                  variant="body2"
                  id="walk-in-payment"
                  sx={{
                    color: 'text.secondary',
                    mb: 0.5,
                  }}
                >
                  Phương thức thanh toán
                </Typography>
                <RadioGroup
                  row
                  aria-labelledby="walk-in-payment"
                  value={form.paymentMethod}
                  onChange={(event) => patch({ paymentMethod: event.target.value as PaymentMethod }, ['paymentMethod'])}
                >
                  {PAYMENT_METHODS.map((method) => (
                    <FormControlLabel
                      key={method}
                      value={method}
                      disabled={method === 'BANK_TRANSFER' && transferOff}
                      control={<Radio />}
                      label={PAYMENT_METHOD_LABELS[method]}
                    />
                  ))}
                </RadioGroup>
                {(errors.paymentMethod || transferOff) && (
                  <Typography
                    variant="caption"
                    role={errors.paymentMethod ? 'alert' : undefined}
                    sx={{ color: errors.paymentMethod ? 'error.main' : 'text.secondary' }}
                  >
                    {errors.paymentMethod ?? `${TRANSFER_UNAVAILABLE_REASON}: chỉ nhận tiền mặt.`}
                  </Typography>
                )}
              </div>
              <TextField
                label="Ghi chú"
                multiline
                minRows={2}
                value={form.note}
                onChange={(event) => patch({ note: event.target.value }, ['note'])}
                error={Boolean(errors.note)}
                helperText={errors.note ?? `${form.note.trim().length}/${ORDER_LIMITS.note} ký tự`}
                slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.note } }}
              />
            </Stack>
          </FormSection>
        </Stack>

        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <OrderEstimate
            student={form.student}
            lines={lines}
            pickupDate={form.pickupDate}
            pickupSlot={form.pickupSlot}
            atCounter={atCounter}
            pending={placed}
            error={errors.form ?? (hasFieldErrors ? 'Vui lòng kiểm tra lại các mục được đánh dấu' : undefined)}
          />
        </Box>
      </Box>
      <EstimateBar lines={lines} pending={placed} />
    </Box>
  );
}
