"""Shopping cart with coupon rules applied in order, producing an itemised receipt."""
from dataclasses import dataclass


@dataclass
class Line:
    sku: str
    name: str
    price: float
    qty: int
    category: str

    @property
    def total(self):
        return self.price * self.qty


class Coupon:
    code = "BASE"

    def discount(self, lines):
        raise NotImplementedError


class PercentOff(Coupon):
    def __init__(self, code, pct, category=None):
        self.code, self.pct, self.category = code, pct, category

    def discount(self, lines):
        eligible = [l for l in lines if self.category in (None, l.category)]
        return sum(l.total for l in eligible) * self.pct / 100


class BuyXGetY(Coupon):
    def __init__(self, code, sku, buy, free):
        self.code, self.sku, self.buy, self.free = code, sku, buy, free

    def discount(self, lines):
        for l in lines:
            if l.sku == self.sku:
                groups = l.qty // (self.buy + self.free)
                return groups * self.free * l.price
        return 0.0


class Threshold(Coupon):
    def __init__(self, code, minimum, off):
        self.code, self.minimum, self.off = code, minimum, off

    def discount(self, lines):
        subtotal = sum(l.total for l in lines)
        return self.off if subtotal >= self.minimum else 0.0


def receipt(lines, coupons):
    out = [f"{l.name:<14}{l.qty:>3} x {l.price:>6.2f} = {l.total:>8.2f}" for l in lines]
    subtotal = sum(l.total for l in lines)
    out.append(f"{'subtotal':<28}{subtotal:>8.2f}")
    total_off = 0.0
    for c in coupons:
        off = round(c.discount(lines), 2)
        if off:
            out.append(f"  {c.code:<26}{-off:>8.2f}")
            total_off += off
        else:
            out.append(f"  {c.code:<26}{'n/a':>8}")
    out.append(f"{'TOTAL':<28}{max(0.0, subtotal - total_off):>8.2f}")
    return "\n".join(out)


def main():
    cart = [Line("TEA", "green tea", 4.5, 4, "grocery"), Line("MUG", "mug", 8.0, 2, "kitchen"),
            Line("HON", "honey", 6.25, 1, "grocery"), Line("SPN", "spoon set", 12.0, 1, "kitchen")]
    coupons = [PercentOff("KITCHEN10", 10, "kitchen"), BuyXGetY("TEA3FOR2", "TEA", 2, 1),
               Threshold("SPEND50", 50, 5.0), Threshold("SPEND100", 100, 15.0)]
    print(receipt(cart, coupons))
    print(isinstance(coupons[0], Coupon), [type(c).__name__ for c in coupons])
    try:
        Coupon().discount(cart)
    except NotImplementedError:
        print("base coupon has no discount")


if __name__ == "__main__":
    main()
