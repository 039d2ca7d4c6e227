// The otpauth URI as a QR code for the authenticator app to scan. Its own chunk, loaded with the
// set-up step, so no first download carries the QR encoder. Black on white in both themes:
// scanners read that best.
import { QRCodeSVG } from 'qrcode.react';

type Props = { uri: string; label: string; size: number };

export default function TwoFactorQr({ uri, label, size }: Props) {
  return (
    <QRCodeSVG
      value={uri}
      size={size}
      marginSize={4}
      level="M"
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      data-testid="tfa-qr"
    />
  );
}
