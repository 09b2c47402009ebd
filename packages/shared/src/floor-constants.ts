/**
 * The production floor's enums and Vietnamese labels (decision 043): plain values, no zod, so the
 * staff screens can show them before the schemas have loaded (`@tsa/shared/rules`).
 */

/** Where a bag is handed over: at the student's room, at the dormitory's reception, or to a named roommate. */
export const HANDOFFS = ['ROOM', 'RECEPTION', 'ROOMMATE'] as const;
export type Handoff = (typeof HANDOFFS)[number];
export const HANDOFF_LABELS: Record<Handoff, string> = {
  ROOM: 'Tại phòng',
  RECEPTION: 'Gửi lễ tân ký túc xá',
  ROOMMATE: 'Gửi bạn cùng phòng',
};

/** What the staff prove: the bag as taken at the room, and the bag on the scale. */
export const PROOF_STAGES = ['PICKUP', 'WEIGHING'] as const;
export type ProofStage = (typeof PROOF_STAGES)[number];
export const PROOF_STAGE_LABELS: Record<ProofStage, string> = {
  PICKUP: 'Khi lấy đồ',
  WEIGHING: 'Khi cân',
};

/** The student's answer to a proof. */
export const PROOF_ANSWERS = ['CONFIRMED', 'DISPUTED'] as const;
export type ProofAnswer = (typeof PROOF_ANSWERS)[number];
export const PROOF_ANSWER_LABELS: Record<ProofAnswer, string> = {
  CONFIRMED: 'Đã xác nhận',
  DISPUTED: 'Đang khiếu nại',
};

/** The stages a bag is scanned at, in the order the floor works them. */
export const SCAN_STAGES = [
  'PICKED_UP',
  'WEIGHED',
  'WASHING',
  'DRYING',
  'FOLDING',
  'SHELVED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;
export type ScanStage = (typeof SCAN_STAGES)[number];
export const SCAN_STAGE_LABELS: Record<ScanStage, string> = {
  PICKED_UP: 'Đã lấy túi',
  WEIGHED: 'Đã cân',
  WASHING: 'Đang giặt',
  DRYING: 'Đang sấy',
  FOLDING: 'Đang gấp',
  SHELVED: 'Lên kệ',
  OUT_FOR_DELIVERY: 'Đang đi giao',
  DELIVERED: 'Đã giao',
};

/** The kinds of timeline entry an order keeps (order_history.kind). */
export const ORDER_HISTORY_KINDS = ['STATUS', 'PAYMENT', 'SCAN', 'PROOF', 'SCHEDULE', 'CLAIM'] as const;
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];
