import clauz3
from tools.depot.trusted.effects import reserve, stock_level

BASE_SERIAL = 18_446_744_073_709_551_616


def gcd(a: int, b: int) -> int:
    if b == 0:
        return a
    return gcd(b, a % b)


def main() -> list[str]:
    batch = stock_level("sensor-t9")
    serials = []
    n = 0
    while len(serials) < 6:
        n += 1
        candidate = BASE_SERIAL + n * 7919
        if candidate % 3 == 0:
            continue
        serials.append(f"{candidate:x}")
    packs = [12, 18, 30]
    common = gcd(gcd(packs[0], packs[1]), packs[2])
    print("serial base 2**64 =", BASE_SERIAL == 2 ** 64, "first", serials[0], "last", serials[-1])
    print("pack gcd", common, "high word", (BASE_SERIAL + 5) >> 32, "low bits", (BASE_SERIAL - 1) & 0xFFFF)
    reserved = []
    for label in ["north", "south"]:
        qty = min(batch, common * 2)
        if qty >= 1:
            granted, handle = reserve("sensor-t9", qty, f"SER-{label.upper()}")
            reserved.append(handle)
            batch -= granted
    print("left in batch", batch, "product", BASE_SERIAL * BASE_SERIAL, "neg floor", -BASE_SERIAL // 10 ** 10)
    return serials[::-2] + reserved
