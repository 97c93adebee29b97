import clauz3
from tools.depot.trusted.effects import reserve, stock_level

PALLET = 40


def split(total: int, parts: int) -> list[int]:
    if parts <= 0:
        raise ValueError(f"cannot split {total} units into {parts} parts")
    base = total // parts
    extra = total % parts
    return [base + (1 if i < extra else 0) for i in range(parts)]


def main() -> int:
    on_hand = stock_level("crate-b")
    shares = split(PALLET, 3)
    for n, share in enumerate(shares):
        reserve("crate-b", share, f"PAL-{n}")
    leftovers = split(on_hand - PALLET, on_hand // 100)
    return sum(leftovers)
