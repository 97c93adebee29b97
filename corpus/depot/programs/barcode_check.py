import clauz3
from tools.depot.trusted.effects import reserve

DIGITS = "0123456789"


def ean13_check(digits: str) -> int:
    odd = sum([int(d) for d in digits[::2]])
    even = sum([int(d) for d in digits[1::2]])
    return (10 - (odd + 3 * even) % 10) % 10


def valid(code: str) -> bool:
    if len(code) != 13 or not all([c in DIGITS for c in code]):
        return False
    return ean13_check(code[:12]) == int(code[-1])


def main() -> int:
    scanned = ["4006381333931", "4006381333932", "73513537", "5901234123457", "590123412345X", "9780201379624"]
    flags = 0
    accepted = []
    for position, code in enumerate(scanned):
        if valid(code):
            accepted.append(code)
            flags |= 1 << position
        else:
            print(f"rejected {code!r} at position {position}")
    for code in accepted:
        granted, handle = reserve(sku="ean-" + code[-6:], qty=1, order_id="SCAN-" + code[:3])
        print(handle, granted)
    print(f"flags {flags:x} mask {flags ^ 0b111111:x} low bit {flags & 1} top {flags >> 4}")
    print("inverted", ~flags, "reversed codes", [c[::-1][:4] for c in accepted])
    return flags
