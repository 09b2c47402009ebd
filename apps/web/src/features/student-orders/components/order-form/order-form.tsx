import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CreateOrderData, Service } from '@tsa/shared';
import { availablePickupSlots, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@tsa/shared/rules';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { studentOrderPath } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useCreateMyOrder } from '@/lib/orders/create-order';
import { TRANSFER_UNAVAILABLE_REASON, usePaymentOptions } from '@/lib/payment-options';
import { useVoucherCheck } from '../../api/check-voucher';
import { useReferralDiscount } from '../../api/referral-discount';
import {
  defaultOrderValues,
  discountedEstimateText,
  formEstimate,
  hasFullAddress,
  orderFormResolver,
  preloadOrderSchema,
  type OrderFormValues,
  type ProfileAddress,
} from '../../lib/order-form';
import { useNow } from '../../lib/use-now';
import { useOrderDraft } from '../../lib/use-order-draft';
import type { CreatedOrderState } from '../order-detail-drawer';
import { bySlot, useSlotAvailability } from '@/lib/slot-availability';
import { AddressSection } from './address-section';
import { ConfirmOrderDialog } from './confirm-order-dialog';
import { DraftNotice } from './draft-notice';
import { NoteField } from './note-field';
import { PickupPicker } from './pickup-picker';
import { OrderSummary } from './order-summary';
import { ServiceCard } from './service-picker';
import { PlanKgHint } from './plan-kg-hint';
import { VoucherField } from './voucher-field';
import { WalletBalanceText, WalletShortNotice } from './wallet-payment-hint';

const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  CASH: 'Trả cho nhân viên khi nhận lại đồ',
  BANK_TRANSFER: 'Chuyển khoản theo thông tin trên hóa đơn',
  WALLET: 'Tự trừ vào ví TSA khi cân đồ xong',
};

function Section({
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
    <Card
      component="section"
      aria-labelledby={`order-step-${step}`}
      data-invalid={invalid || undefined}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          mb: 2,
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: '0.875rem',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
          })}
        >
          {step}
        </Box>
        <Typography id={`order-step-${step}`} variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </Card>
  );
}

export interface OrderFormProps {
  services: Service[];
  profile: ProfileAddress | null;
  /** A past order's services and address ("Đặt lại"); the profile's address otherwise. */
  initialValues?: OrderFormValues;
  /** Whose draft this device keeps of the form; without one nothing is kept. */
  userId?: string;
  /** The past order "Đặt lại" started from: its draft is not the plain form's. */
  source?: string | null;
}

/** The order form: services and quantities, pickup, address, note and payment, then a last look. */
export function OrderForm({ services, profile, initialValues, userId, source = null }: OrderFormProps) {
  const now = useNow();
  const nowRef = useRef(now);
  nowRef.current = now;
  const navigate = useNavigate();
  const create = useCreateMyOrder();
  const [pending, setPending] = useState<CreateOrderData | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const profileComplete = hasFullAddress(initialValues?.address ?? profile);
  // Wide screens show the summary beside the form, phones a sticky bar: one submit button either way.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });

  const [base] = useState(() => initialValues ?? defaultOrderValues(profile, now));
  const draft = useOrderDraft({ userId, source, base, services, now });

  const resolver = useMemo(() => orderFormResolver(services, () => nowRef.current), [services]);
  const form = useForm<OrderFormValues, unknown, CreateOrderData>({
    resolver,
    defaultValues: draft.startValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Sections (services, slots) are not registered inputs: focusFirstInvalid finds the first
    // field in error in page order instead.
    shouldFocusError: false,
  });
  const { control, setValue, formState, handleSubmit, trigger, setError, watch, reset } = form;
  const { save: saveDraft, clear: clearDraft } = draft;
  // Kept as it is typed, not on leaving: a crash or a closed tab gives no warning.
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values as OrderFormValues));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);
  const items = useWatch({ control, name: 'items' });
  const pickupDate = useWatch({ control, name: 'pickupDate' });
  const pickupSlot = useWatch({ control, name: 'pickupSlot' });
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const buildingId = useWatch({ control, name: 'address.buildingId' });
  const voucherCode = useWatch({ control, name: 'voucherCode' }) ?? '';
  const voucherCheck = useVoucherCheck(voucherCode, items);
  const voucherDiscount = voucherCode && voucherCheck.data ? voucherCheck.data.discount : 0;
  // A first order with a friend's code: its discount, and no voucher on top (the server refuses one).
  const referralDiscount = useReferralDiscount();
  const discountLine = referralDiscount
    ? { label: 'Ưu đãi giới thiệu', amount: Math.min(referralDiscount, formEstimate(items, services)) }
    : voucherDiscount
      ? { label: `Giảm giá (mã ${voucherCode})`, amount: voucherDiscount }
      : null;
  const discount = discountLine?.amount ?? 0;
  const paymentOptions = usePaymentOptions();
  // Offered until the shop says otherwise: the server refuses a transfer without an account anyway.
  const transferOff = paymentOptions.data?.bankTransfer === false;
  // A draft or a past order may ask for transfer the shop cannot take (yet): cash instead.
  useEffect(() => {
    if (transferOff && paymentMethod === 'BANK_TRANSFER') setValue('paymentMethod', 'CASH');
  }, [transferOff, paymentMethod, setValue]);
  const places = useSlotAvailability(pickupDate, buildingId || undefined, Boolean(buildingId));
  // An amount, or the bound it is past: the shared schema refuses more on submit anyway.
  const estimate = discountedEstimateText(items, services, discount);
  const count = items.filter((item) => item.quantity !== 0).length;

  const setQuantity = (serviceId: string, quantity: number) => {
    const current = form.getValues('items');
    const next =
      quantity === 0
        ? current.filter((item) => item.serviceId !== serviceId)
        : current.some((item) => item.serviceId === serviceId)
          ? current.map((item) => (item.serviceId === serviceId ? { ...item, quantity } : item))
          : [...current, { serviceId, quantity }];
    setValue('items', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const chooseDate = (date: string) => {
    setValue('pickupDate', date, { shouldValidate: formState.isSubmitted });
    const open = availablePickupSlots(date, now);
    // Keep the same window when that day still has it, otherwise the day's first.
    if (!pickupSlot || !open.includes(pickupSlot))
      setValue('pickupSlot', open[0] ?? '', { shouldValidate: formState.isSubmitted });
  };

  const itemsError = (() => {
    const error = formState.errors.items as { message?: string; root?: { message?: string } } | undefined;
    return error?.message ?? error?.root?.message;
  })();

  // One order per confirmation, decided at the tap: the button's busy state is drawn a moment
  // after a tap, and after the answer the form stays up while the order's page loads. A second
  // tap in either gap would place a second order (a new call, a new idempotency key).
  const placing = useRef(false);
  const send = () => {
    if (!pending || placing.current) return;
    placing.current = true;
    create.mutate(pending, {
      onSuccess: (order) => {
        clearDraft();
        // One piece of feedback: the order opens with its "Đặt đơn thành công!" banner, no toast on top.
        // It replaces the form in the history: Back leads to where the student came from, not to a
        // filled form one tap away from a second order.
        navigate(studentOrderPath(order.id), {
          replace: true,
          state: { createdCode: order.code } satisfies CreatedOrderState,
        });
      },
      onError: (error) => {
        placing.current = false;
        setPending(null);
        // Transfer was refused: the shop's set-up is not what this page last read.
        if (isApiError(error) && error.code === 'payments/transfer-unavailable') void paymentOptions.refetch();
        // The server names the fields it refused (`items.0.quantity`, `pickupSlot`…): show them in place.
        if (isApiError(error) && error.fields) {
          for (const [name, message] of Object.entries(error.fields)) {
            setError(name as FieldPath<OrderFormValues>, { type: 'server', message });
          }
        }
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      ref={formRef}
      onPointerDown={preloadOrderSchema}
      onFocus={preloadOrderSchema}
      onSubmit={handleSubmit(
        (data) => setPending(data),
        () => focusFirstInvalid(formRef.current),
      )}
      aria-label="Đặt giặt"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
        maxWidth: 1240,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack spacing={2.5}>
          {draft.restoredAt && (
            <DraftNotice
              savedAt={draft.restoredAt}
              onDiscard={() => {
                reset(base);
                clearDraft();
              }}
            />
          )}
          <Section step={1} title="Chọn dịch vụ" invalid={Boolean(itemsError || formState.errors.items)}>
            <PlanKgHint />
            {/* Above the cards, so the message is on screen when the section is brought into view. */}
            {itemsError && (
              <FormHelperText error sx={{ mt: 0, mb: 1.5, fontSize: '0.875rem' }} role="alert">
                {itemsError}
              </FormHelperText>
            )}
            <Box
              component="ul"
              sx={{
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {services.map((service) => {
                const index = items.findIndex((item) => item.serviceId === service.id);
                const quantity = index === -1 ? 0 : items[index]!.quantity;
                const error = index === -1 ? undefined : formState.errors.items?.[index]?.quantity?.message;
                return (
                  <ServiceCard
                    key={service.id}
                    service={service}
                    quantity={quantity}
                    error={error}
                    onChange={(value) => setQuantity(service.id, value)}
                    onBlur={() => {
                      if (index !== -1) void trigger('items');
                    }}
                  />
                );
              })}
            </Box>
          </Section>

          <Section
            step={2}
            title="Thời gian lấy đồ"
            invalid={Boolean(formState.errors.pickupDate || formState.errors.pickupSlot)}
          >
            <PickupPicker
              date={pickupDate}
              slot={pickupSlot}
              now={now}
              onDateChange={chooseDate}
              onSlotChange={(slot) => setValue('pickupSlot', slot, { shouldValidate: formState.isSubmitted })}
              dateError={formState.errors.pickupDate?.message}
              slotError={formState.errors.pickupSlot?.message}
              availability={bySlot(places.data)}
            />
          </Section>

          <Section step={3} title="Địa chỉ nhận đồ">
            <AddressSection form={form} profileComplete={profileComplete} />
          </Section>

          <Section step={4} title="Ghi chú và thanh toán">
            <Stack spacing={2.5}>
              <NoteField form={form} />
              <Box>
                <Typography variant="subtitle2" id="payment-label" sx={{ mb: 1 }}>
                  Phương thức thanh toán
                </Typography>
                <Controller
                  control={control}
                  name="paymentMethod"
                  render={({ field }) => (
                    <RadioGroup
                      {...field}
                      aria-labelledby="payment-label"
                      sx={{
                        display: 'grid',
                        gap: 1,
                        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                      }}
                    >
                      {PAYMENT_METHODS.map((method) => (
                        <FormControlLabel
                          key={method}
                          value={method}
                          disabled={method === 'BANK_TRANSFER' && transferOff}
                          control={<Radio />}
                          label={
                            <Box sx={{ py: 0.5 }}>
                              <Typography sx={{ fontWeight: 600 }}>{PAYMENT_METHOD_LABELS[method]}</Typography>
                              <Typography
                                variant="body2"
                                sx={{
                                  color: 'text.secondary',
                                }}
                              >
                                {method === 'BANK_TRANSFER' && transferOff
                                  ? TRANSFER_UNAVAILABLE_REASON
                                  : PAYMENT_HINTS[method]}
                                {method === 'WALLET' && <WalletBalanceText />}
                              </Typography>
                            </Box>
                          }
                          sx={(theme) => ({
                            m: 0,
                            pr: 1.5,
                            borderRadius: '12px',
                            border: `1px solid ${field.value === method ? theme.palette.primary.main : theme.palette.divider}`,
                            bgcolor:
                              field.value === method
                                ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05)
                                : 'transparent',
                          })}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
                {paymentMethod === 'WALLET' && <WalletShortNotice estimate={formEstimate(items, services)} />}
                {formState.errors.paymentMethod && (
                  <FormHelperText error role="alert" sx={{ mt: 1, fontSize: '0.875rem' }}>
                    {formState.errors.paymentMethod.message}
                  </FormHelperText>
                )}
              </Box>
            </Stack>
          </Section>

          <Section step={5} title="Mã giảm giá" invalid={Boolean(formState.errors.voucherCode)}>
            <VoucherField
              applied={voucherCode}
              check={voucherCheck}
              noItems={count === 0}
              serverError={formState.errors.voucherCode?.message}
              onApply={(code) => {
                form.clearErrors('voucherCode');
                setValue('voucherCode', code, { shouldDirty: true });
              }}
              onRemove={() => {
                form.clearErrors('voucherCode');
                setValue('voucherCode', '', { shouldDirty: true });
              }}
            />
          </Section>
        </Stack>

        {!wide && (
          <Box
            sx={(theme) => ({
              position: 'sticky',
              bottom: 0,
              zIndex: theme.zIndex.appBar - 1,
              mt: 3,
              mx: { xs: -2, sm: 0 },
              mb: { xs: -3, md: 0 },
              px: { xs: 2, sm: 2.5 },
              py: 1.5,
              borderRadius: { xs: '20px 20px 0 0', sm: '20px' },
              bgcolor: alpha(theme.palette.background.paper, 0.92),
              backdropFilter: 'blur(8px)',
              boxShadow:
                theme.palette.mode === 'dark'
                  ? '0 -1px 0 rgba(255,255,255,0.08), 0 -8px 24px rgba(0,0,0,0.4)'
                  : '0 -1px 0 rgba(17,25,39,0.06), 0 -8px 24px rgba(17,25,39,0.08)',
            })}
          >
            <Stack
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                    display: 'block',
                    lineHeight: 1.3,
                  }}
                >
                  Tạm tính{count ? ` · ${count} dịch vụ` : ''}
                  {discountLine ? ` · đã trừ ${discountLine.label.toLowerCase()}` : ''}
                </Typography>
                <Typography
                  data-testid="order-estimate"
                  sx={{ fontWeight: 800, fontSize: '1.375rem', lineHeight: 1.3, color: 'primary.main' }}
                >
                  {estimate}
                </Typography>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                endIcon={<SendRoundedIcon />}
                sx={{ flexShrink: 0 }}
              >
                Đặt giặt
              </Button>
            </Stack>
          </Box>
        )}
      </Box>
      {wide && (
        <Box sx={{ position: 'sticky', top: 88 }}>
          <OrderSummary
            items={items}
            services={services}
            pickupDate={pickupDate}
            pickupSlot={pickupSlot}
            paymentMethod={paymentMethod}
            estimate={estimate}
            discount={discountLine}
          />
        </Box>
      )}

      <ConfirmOrderDialog
        order={pending}
        services={services}
        estimate={pending ? Math.max(0, formEstimate(pending.items, services) - discount) : 0}
        discount={discountLine}
        // Placed: busy until the order's page replaces the form.
        sending={create.isPending || create.isSuccess}
        onCancel={() => setPending(null)}
        onConfirm={send}
      />
    </Box>
  );
}
