"""Draw the app icons (PNG) in pure Python: a playing card with a heart on card-table felt.

    python3 tools/make_icons.py      # writes web/icons/icon-192.png, icon-512.png, maskable-512.png
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"
FELT = (29, 91, 58)
CARD = (255, 255, 255)
EDGE = (18, 61, 39)
HEART = (192, 22, 29)


def _inside_rounded(x: float, y: float, left: float, top: float, right: float, bottom: float, r: float) -> bool:
    cx = min(max(x, left + r), right - r)
    cy = min(max(y, top + r), bottom - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and left <= x <= right and top <= y <= bottom


def _heart(x: float, y: float) -> bool:
    # (x² + y² - 1)³ - x² y³ <= 0, with y pointing up.
    a = x * x + y * y - 1
    return a * a * a - x * x * y * y * y <= 0


def colour_at(u: float, v: float, safe: float) -> tuple[int, int, int]:
    """Colour at (u, v) in 0..1; ``safe`` shrinks the drawing into the maskable safe zone."""
    x = (u - 0.5) / safe + 0.5
    y = (v - 0.5) / safe + 0.5
    if _inside_rounded(x, y, 0.22, 0.1, 0.78, 0.9, 0.07):
        if not _inside_rounded(x, y, 0.235, 0.115, 0.765, 0.885, 0.06):
            return EDGE
        hx, hy = (x - 0.5) / 0.17, -(y - 0.52) / 0.17
        return HEART if _heart(hx, hy) else CARD
    return FELT


def png(size: int, safe: float, rounded_background: bool) -> bytes:
    samples = 3
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(samples):
                for si in range(samples):
                    u = (i + (si + 0.5) / samples) / size
                    v = (j + (sj + 0.5) / samples) / size
                    if rounded_background and not _inside_rounded(u, v, 0, 0, 1, 1, 0.18):
                        continue
                    r, g, b = colour_at(u, v, safe)
                    acc[0] += r
                    acc[1] += g
                    acc[2] += b
                    acc[3] += 255
            n = samples * samples
            alpha = acc[3] // n
            if alpha:
                row += bytes([acc[0] * 255 // acc[3], acc[1] * 255 // acc[3], acc[2] * 255 // acc[3], alpha])
            else:
                row += bytes(4)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon-192.png").write_bytes(png(192, 1.0, True))
    (OUT / "icon-512.png").write_bytes(png(512, 1.0, True))
    (OUT / "maskable-512.png").write_bytes(png(512, 0.78, False))
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("*.png"))))


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    main()
