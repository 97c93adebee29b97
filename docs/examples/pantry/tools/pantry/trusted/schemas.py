import clauz3


class Jar(clauz3.Row):
    label: str
    grams: int
    sealed: bool
