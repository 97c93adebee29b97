"""Compute residential water bills with tiered volumetric rates, sewer caps and drought surcharges."""
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass

CENT = Decimal("0.01")
# (upper bound in hundred cubic feet, price per CCF); None = no upper bound
TIERS = [(Decimal(6), Decimal("3.12")), (Decimal(16), Decimal("4.48")), (Decimal(30), Decimal("6.05")), (None, Decimal("8.90"))]
METER_CHARGE = {"5/8": Decimal("18.40"), "3/4": Decimal("24.15"), "1": Decimal("37.60")}
SEWER_RATE = Decimal("5.27")
SEWER_CAP_CCF = Decimal(12)
DROUGHT = Decimal("0.15")


@dataclass
class Reading:
    account: str
    meter: str
    previous: int
    current: int
    drought_stage: bool = False

    @property
    def usage(self) -> Decimal:
        if self.current < self.previous:
            # meter rolled over at 10000
            return Decimal(self.current + 10000 - self.previous)
        return Decimal(self.current - self.previous)


def tiered(usage: Decimal):
    lines = []
    lower = Decimal(0)
    for upper, price in TIERS:
        if usage <= lower:
            break
        top = usage if upper is None else min(usage, upper)
        qty = top - lower
        lines.append((lower, top, qty, price, (qty * price).quantize(CENT, ROUND_HALF_UP)))
        if upper is None:
            break
        lower = upper
    return lines


def bill(r: Reading):
    lines = tiered(r.usage)
    water = sum(l[-1] for l in lines)
    sewer = (min(r.usage, SEWER_CAP_CCF) * SEWER_RATE).quantize(CENT, ROUND_HALF_UP)
    surcharge = (water * DROUGHT).quantize(CENT, ROUND_HALF_UP) if r.drought_stage else Decimal("0.00")
    fixed = METER_CHARGE[r.meter]
    return lines, water, sewer, surcharge, fixed, water + sewer + surcharge + fixed


def main():
    readings = [
        Reading("100-001", "5/8", 4521, 4526),
        Reading("100-002", "3/4", 812, 834, drought_stage=True),
        Reading("100-003", "1", 9990, 31),
        Reading("100-004", "5/8", 777, 777),
        Reading("100-005", "2", 10, 20),
    ]
    grand = Decimal(0)
    for r in readings:
        try:
            lines, water, sewer, surcharge, fixed, total = bill(r)
        except KeyError as err:
            print(f"{r.account}: unknown meter size {err}")
            continue
        print(f"{r.account} ({r.meter}\" meter) usage {r.usage} CCF = {r.usage * 748} gal")
        for lo, hi, qty, price, amount in lines:
            print(f"    {lo:>3}-{hi:<3} {qty:>3} @ {price} = {amount:>7}")
        print(f"    water {water}  sewer {sewer}  drought {surcharge}  meter {fixed}  TOTAL ${total}")
        grand += total
    print("billed total:", grand, "| average", (grand / 4).quantize(CENT))
    print([str(t[0]) for t in TIERS], Decimal("4.48").as_tuple().exponent, Decimal("10") / Decimal("3"))


if __name__ == "__main__":
    main()
