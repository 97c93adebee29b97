from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum, auto
import collections.abc

class Unit(Enum):
    KG = auto()
    LB = auto()

class Converter(ABC):
    @abstractmethod
    def convert(self, value: float) -> float: ...

    def __call__(self, value):
        return round(self.convert(value), 3)

class KgToLb(Converter):
    def convert(self, value):
        return value * 2.20462

class Identity:
    def __call__(self, value):
        return value

Converter.register(Identity)

@dataclass(frozen=True)
class Weight:
    value: float
    unit: Unit

    def to(self, unit: "Unit") -> "Weight":
        if unit is self.unit:
            return self
        conv = CONVERTERS[(self.unit, unit)]
        return Weight(conv(self.value), unit)

class Inverse(Converter):
    def __init__(self, inner):
        self.inner = inner
    def convert(self, value):
        return value / self.inner.convert(1.0)

CONVERTERS = {(Unit.KG, Unit.LB): KgToLb(), (Unit.LB, Unit.KG): Inverse(KgToLb())}

def main():
    w = Weight(10, Unit.KG)
    print(w.to(Unit.LB), w.to(Unit.LB).to(Unit.KG), w.to(Unit.KG) is w)
    for c in (KgToLb(), Identity(), print):
        print(type(c).__name__, isinstance(c, Converter), isinstance(c, collections.abc.Callable))
    try:
        w.value = 3
    except AttributeError as e:
        print(type(e).__name__, e)
    print(sorted(u.name for u in Unit), Weight.__match_args__, hash(w) == hash(Weight(10, Unit.KG)))
