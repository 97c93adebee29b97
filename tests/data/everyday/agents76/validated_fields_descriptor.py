"""Validate product records with reusable descriptors and report every field error."""


class ValidationError(Exception):
    def __init__(self, field: str, value, reason: str):
        super().__init__(field, value, reason)
        self.field, self.value, self.reason = field, value, reason

    def __str__(self) -> str:
        return f"{self.field}={self.value!r}: {self.reason}"


class Field:
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        setattr(obj, self.private, self.validate(value))

    def validate(self, value):
        return value


class Text(Field):
    def __init__(self, min_len=1, max_len=40):
        self.min_len, self.max_len = min_len, max_len

    def validate(self, value):
        if not isinstance(value, str):
            raise ValidationError(self.name, value, "expected text")
        value = value.strip()
        if not self.min_len <= len(value) <= self.max_len:
            raise ValidationError(self.name, value, f"length must be {self.min_len}..{self.max_len}")
        return value


class Number(Field):
    def __init__(self, lo=None, hi=None, kind=float):
        self.lo, self.hi, self.kind = lo, hi, kind

    def validate(self, value):
        try:
            value = self.kind(value)
        except (TypeError, ValueError):
            raise ValidationError(self.name, value, f"not a {self.kind.__name__}") from None
        if self.lo is not None and value < self.lo:
            raise ValidationError(self.name, value, f"below {self.lo}")
        if self.hi is not None and value > self.hi:
            raise ValidationError(self.name, value, f"above {self.hi}")
        return value


class Product:
    sku = Text(3, 12)
    name = Text(max_len=30)
    price = Number(lo=0.01)
    stock = Number(lo=0, kind=int)

    def __init__(self, **data):
        errors = []
        for key in ("sku", "name", "price", "stock"):
            try:
                setattr(self, key, data.get(key))
            except ValidationError as e:
                errors.append(e)
        if errors:
            raise ExceptionGroup(f"{len(errors)} invalid field(s)", errors)

    @property
    def value(self) -> float:
        return self.price * self.stock

    def __repr__(self):
        return f"Product({self.sku!r}, {self.name!r}, {self.price:.2f}, {self.stock})"


ROWS = [
    {"sku": "KB-01", "name": " Keyboard ", "price": "49.90", "stock": "12"},
    {"sku": "X", "name": "", "price": "-1", "stock": "2.5"},
    {"sku": "MS-02", "name": "Mouse", "price": 19.5, "stock": 0},
    {"sku": "MON-27-ULTRAWIDE", "name": 27, "price": None, "stock": 3},
]


def main():
    products = []
    for i, row in enumerate(ROWS):
        try:
            products.append(Product(**row))
        except* ValidationError as group:
            print(f"row {i}: {group.message}")
            for err in group.exceptions:
                print(f"   {err}  [{type(err).__name__} on {err.field}]")
    for p in products:
        print(p, f"value={p.value:.2f}")
    p = products[0]
    try:
        p.stock = -3
    except ValidationError as e:
        print("update refused:", e, "| still", p.stock)
    p.price = "45"
    print("repriced:", p, type(Product.__dict__["price"]).__name__, Product.price.name)
    return len(products)


if __name__ == "__main__":
    main()
