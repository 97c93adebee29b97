import clauz3


class Letter(clauz3.Row):
    to: str
    weight: float = 1.0
