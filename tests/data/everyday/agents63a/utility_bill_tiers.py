"""Bill electricity with tiered tariffs prorated over a billing period that spans a price change."""
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
import calendar

TARIFFS = [
    (date(2024, 1, 1), [(Decimal(300), Decimal("0.1520")), (Decimal(500), Decimal("0.1890")), (None, Decimal("0.2410"))], Decimal("0.42")),
    (date(2024, 4, 1), [(Decimal(300), Decimal("0.1610")), (Decimal(500), Decimal("0.1990")), (None, Decimal("0.2550"))], Decimal("0.45")),
]
READINGS = [(date(2024, 2, 17), 41230), (date(2024, 3, 19), 41842), (date(2024, 4, 18), 42380), (date(2024, 5, 20), 42811)]
CENT = Decimal("0.01")


def tariff_for(day):
    current = None
    for start, tiers, standing in TARIFFS:
        if start <= day:
            current = (tiers, standing)
    return current


def tiered_cost(kwh, tiers, scale):
    cost = Decimal(0)
    lower = Decimal(0)
    for limit, rate in tiers:
        upper = None if limit is None else limit * scale
        band = kwh - lower if upper is None else max(Decimal(0), min(kwh, upper) - lower)
        cost += band * rate
        if upper is None or kwh <= upper:
            break
        lower = upper
    return cost


def bill(start, end, kwh):
    days = (end - start).days
    total = Decimal(0)
    lines = []
    segment_start = start
    while segment_start < end:
        tiers, standing = tariff_for(segment_start)
        nxt = min([t[0] for t in TARIFFS if t[0] > segment_start] + [end])
        seg_days = (nxt - segment_start).days
        share = Decimal(seg_days) / Decimal(days)
        month_days = calendar.monthrange(segment_start.year, segment_start.month)[1]
        scale = Decimal(seg_days) / Decimal(month_days)
        energy = tiered_cost(kwh * share, tiers, scale)
        fixed = standing * seg_days
        lines.append((segment_start, nxt - timedelta(days=1), seg_days, (kwh * share).quantize(CENT), energy.quantize(CENT, ROUND_HALF_UP), fixed))
        total += energy + fixed
        segment_start = nxt
    return lines, total.quantize(CENT, ROUND_HALF_UP)


def main():
    grand = Decimal(0)
    for (d0, r0), (d1, r1) in zip(READINGS, READINGS[1:]):
        kwh = Decimal(r1 - r0)
        lines, total = bill(d0, d1, kwh)
        print(f"Period {d0:%d %b} - {d1 - timedelta(days=1):%d %b %Y}: {kwh} kWh over {(d1 - d0).days} days")
        for s, e, n, k, energy, fixed in lines:
            print(f"   {s:%d/%m}-{e:%d/%m} {n:>2}d {k:>8} kWh energy {energy:>8} standing {fixed:>6}")
        vat = (total * Decimal("0.05")).quantize(CENT, ROUND_HALF_UP)
        print(f"   subtotal {total:>9}  VAT 5% {vat:>6}  due {total + vat:>9}")
        grand += total + vat
        print(f"   average {kwh / (d1 - d0).days:.2f} kWh/day, {total / kwh * 100:.3f} p/kWh all-in")
    print(f"Total billed: {grand:,}")
    return str(grand)


if __name__ == "__main__":
    main()
