import type { ChartsLocaleText } from '@mui/x-charts/locales';

/**
 * @mui/x-charts ships no Vietnamese locale: the strings our charts can show or announce
 * (overlays, toolbar, the screen-reader descriptions of bars, lines and slices), in Vietnamese.
 */
export const chartsViLocaleText: Partial<ChartsLocaleText> = {
  a11yNoValue: 'không có giá trị',
  loading: 'Đang tải dữ liệu…',
  noData: 'Không có dữ liệu',
  zoomIn: 'Phóng to',
  zoomOut: 'Thu nhỏ',
  toolbarExport: 'Xuất',
  toolbarExportPrint: 'In',
  toolbarExportImage: (mimeType) => `Xuất ảnh ${mimeType.replace('image/', '').toUpperCase()}`,
  toolbarExportExcel: 'Xuất Excel',
  zoomRangeDescription: ({ axisDirection, start, end }) =>
    `Đang xem từ ${Math.round(start)}% đến ${Math.round(end)}% của trục ${axisDirection === 'x' ? 'ngang' : 'dọc'}`,
};
