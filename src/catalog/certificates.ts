import { CERTIFICATES, type CertificateType } from './constants';

/** A certificate shown in the footer and on /imageView: its localized name and image. */
interface Certificate {
  type: CertificateType;
  name: { zh: string; en: string };
  image: string;
}

const CERTIFICATE_NAMES: Record<CertificateType, Certificate['name']> = {
  highTech: { zh: '高新技术企业证书', en: 'High-Tech Enterprise Certificate' },
  iso9001: { zh: 'ISO 9001 质量管理体系认证', en: 'ISO 9001 Quality Management System' },
  iso27001: { zh: 'ISO/IEC 27001 信息安全管理体系认证', en: 'ISO/IEC 27001 Information Security Management' },
  softwareCopyright: { zh: '计算机软件著作权登记证书', en: 'Software Copyright Registration Certificate' },
};

export const CERTIFICATES_CONTENT: Certificate[] = CERTIFICATES.map((type) => ({
  type,
  name: CERTIFICATE_NAMES[type],
  image: `/seed/certificates/${type}.svg`,
}));
