"""Build pizza orders with a fluent builder, validate them, and price with size multipliers."""
from enum import Enum, auto
from decimal import Decimal


class Size(Enum):
    SMALL = auto()
    MEDIUM = auto()
    LARGE = auto()


class Crust(Enum):
    THIN = "thin"
    CLASSIC = "classic"
    STUFFED = "stuffed"


BASE = {Size.SMALL: Decimal("8.50"), Size.MEDIUM: Decimal("11.00"), Size.LARGE: Decimal("14.25")}
MULT = {Size.SMALL: Decimal("0.75"), Size.MEDIUM: Decimal("1"), Size.LARGE: Decimal("1.5")}
TOPPINGS = {"cheese": Decimal("1.00"), "mushroom": Decimal("1.25"), "pepperoni": Decimal("1.75"),
            "olive": Decimal("1.00"), "anchovy": Decimal("2.00"), "basil": Decimal("0.50")}


class OrderError(ValueError):
    pass


class Pizza:
    def __init__(self, size, crust, toppings):
        self.size, self.crust, self.toppings = size, crust, tuple(toppings)

    @property
    def price(self) -> Decimal:
        extra = Decimal("2.00") if self.crust is Crust.STUFFED else Decimal("0")
        tops = sum((TOPPINGS[t] * MULT[self.size] for t in self.toppings), Decimal("0"))
        return (BASE[self.size] + extra + tops).quantize(Decimal("0.01"))

    def __str__(self):
        tops = ", ".join(self.toppings) if self.toppings else "plain"
        return f"{self.size.name.lower()} {self.crust.value} ({tops})"

    def __eq__(self, other):
        return isinstance(other, Pizza) and (self.size, self.crust, sorted(self.toppings)) == \
            (other.size, other.crust, sorted(other.toppings))

    def __hash__(self):
        return hash((self.size, self.crust, tuple(sorted(self.toppings))))


class PizzaBuilder:
    MAX_TOPPINGS = 4

    def __init__(self):
        self._size = Size.MEDIUM
        self._crust = Crust.CLASSIC
        self._toppings = []

    def size(self, size):
        self._size = Size[size.upper()]
        return self

    def crust(self, crust):
        self._crust = Crust(crust)
        return self

    def add(self, *toppings):
        for t in toppings:
            if t not in TOPPINGS:
                raise OrderError(f"unknown topping {t!r}")
            self._toppings.append(t)
        return self

    def build(self):
        if len(self._toppings) > self.MAX_TOPPINGS:
            raise OrderError(f"at most {self.MAX_TOPPINGS} toppings, got {len(self._toppings)}")
        return Pizza(self._size, self._crust, self._toppings)


def main():
    orders = [
        lambda: PizzaBuilder().size("large").add("cheese", "pepperoni").build(),
        lambda: PizzaBuilder().crust("thin").add("basil").build(),
        lambda: PizzaBuilder().size("small").crust("stuffed").add("mushroom", "olive", "cheese").build(),
        lambda: PizzaBuilder().add("pineapple").build(),
        lambda: PizzaBuilder().add("cheese", "olive", "basil", "mushroom", "anchovy").build(),
        lambda: PizzaBuilder().size("large").add("pepperoni", "cheese").build(),
    ]
    basket = []
    for i, make in enumerate(orders, 1):
        try:
            pizza = make()
        except OrderError as err:
            print(f"#{i} rejected: {err}")
            continue
        basket.append(pizza)
        print(f"#{i} {str(pizza):<42} ${pizza.price}")
    unique = set(basket)
    total = sum(p.price for p in basket)
    print(f"{len(basket)} pizzas ({len(unique)} distinct), total ${total}")
    if total > 40:
        print(f"10% off over $40: ${total * Decimal('0.9'):.2f}")
    print([s.value for s in Size], Crust("thin") is Crust.THIN)


if __name__ == "__main__":
    main()
