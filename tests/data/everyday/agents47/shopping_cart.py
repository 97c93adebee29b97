from dataclasses import dataclass, field
from typing import List, Optional, Dict


@dataclass(frozen=True)
class Product:
    sku: str
    price_cents: int
    category: str = "misc"


@dataclass
class Line:
    product: Product
    qty: int = 1

    @property
    def total(self) -> int:
        return self.product.price_cents * self.qty


@dataclass
class Cart:
    lines: List[Line] = field(default_factory=list)
    coupon: Optional[str] = None

    def add(self, product: Product, qty: int = 1) -> None:
        for line in self.lines:
            if line.product == product:
                line.qty += qty
                return
        self.lines.append(Line(product, qty))

    def subtotal(self) -> int:
        return sum(l.total for l in self.lines)

    def by_category(self) -> Dict[str, int]:
        out: Dict[str, int] = {}
        for l in self.lines:
            out[l.product.category] = out.get(l.product.category, 0) + l.total
        return out

    def total(self) -> int:
        sub = self.subtotal()
        if self.coupon == "TEN" and sub >= 5000:
            sub -= sub // 10
        return sub


def cents(n: int) -> str:
    sign = "-" if n < 0 else ""
    n = abs(n)
    return f"{sign}${n // 100:,}.{n % 100:02d}"


def main():
    apple = Product("APL", 125, "fruit")
    tv = Product("TV55", 49999, "electronics")
    cart = Cart()
    cart.add(apple, 4)
    cart.add(tv)
    cart.add(apple)
    cart.coupon = "TEN"
    for line in cart.lines:
        print(f"{line.product.sku:<6}{line.qty:>3} x {cents(line.product.price_cents):>9} = {cents(line.total):>10}")
    print("by category:", cart.by_category())
    print("subtotal", cents(cart.subtotal()), "total", cents(cart.total()))
    print(apple, hash(apple) == hash(Product("APL", 125, "fruit")))
    try:
        apple.price_cents = 1
    except Exception as e:
        print(type(e).__name__, e)
    return cart.total()


if __name__ == "__main__":
    main()
