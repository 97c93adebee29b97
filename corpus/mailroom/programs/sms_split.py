import clauz3
from tools.mailroom.trusted.effects import send_sms

SEGMENT = 60


def checksum(code: str) -> int:
    total = 0
    for i, ch in enumerate(code[::-1]):
        digit = int(ch)
        total += digit * (3 if i % 2 == 0 else 1)
    return (10 - total % 10) % 10


def main() -> list[int]:
    code = "40170725"
    check = checksum(code)
    message = f"Your parcel {code}{check} is waiting at locker 12 on Harbour St. Pick it up within 5 days. Code: {code[-4:]}, PIN {code[1:7:2]}."
    parts = []
    for start in range(0, len(message), SEGMENT):
        parts.append(message[start:start + SEGMENT])
    counts = []
    for n, part in enumerate(parts):
        text = f"({n + 1}/{len(parts)}) {part}"
        counts.append(send_sms("+447700900123", text))
    print(len(message), "chars in", len(parts), "parts; reversed tail:", message[:-12:-1])
    print("parts reversed:", [len(p) for p in reversed(parts)])
    return counts
