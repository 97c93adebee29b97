import clauz3


class Bottle(clauz3.Row):
    name: str
    litres: float
