"""An orchestra of instruments built on abstract base classes."""
from abc import ABC, abstractmethod
from functools import total_ordering


@total_ordering
class Instrument(ABC):
    family = "generic"
    registry = []

    def __init__(self, player, lowest_midi):
        self.player = player
        self.lowest = lowest_midi
        Instrument.registry.append(self)

    @property
    @abstractmethod
    def sound(self):
        ...

    @abstractmethod
    def range_semitones(self):
        ...

    def describe(self):
        return f"{type(self).__name__} ({self.family}) played by {self.player}: {self.sound}"

    def __eq__(self, other):
        if not isinstance(other, Instrument):
            return NotImplemented
        return self.lowest == other.lowest

    def __lt__(self, other):
        if not isinstance(other, Instrument):
            return NotImplemented
        return self.lowest < other.lowest

    def __hash__(self):
        return hash((type(self).__name__, self.player))


class StringInstrument(Instrument):
    family = "strings"

    def __init__(self, player, lowest_midi, strings):
        super().__init__(player, lowest_midi)
        self.strings = strings

    def range_semitones(self):
        return 7 * (self.strings - 1) + 24


class Violin(StringInstrument):
    sound = "bright"

    def __init__(self, player):
        super().__init__(player, 55, 4)


class Cello(StringInstrument):
    @property
    def sound(self):
        return "warm" if self.strings == 4 else "unusual"

    def __init__(self, player):
        super().__init__(player, 36, 4)


class Brass(Instrument):
    family = "brass"

    def range_semitones(self):
        return 30

    @property
    def sound(self):
        return "blaring"


class Trumpet(Brass):
    def __init__(self, player):
        super().__init__(player, 54)


class Tuba(Brass):
    def __init__(self, player):
        super().__init__(player, 28)

    def range_semitones(self):
        return super().range_semitones() + 6


def main():
    try:
        Instrument("nobody", 0)
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        StringInstrument("half", 40, 6)
    except TypeError as exc:
        print("TypeError:", exc)
    band = [Violin("Ines"), Tuba("Oskar"), Cello("Mara"), Trumpet("Jo"), Violin("Pia")]
    for inst in band:
        print(inst.describe(), "| range", inst.range_semitones())
    print("low to high:", [type(i).__name__ for i in sorted(band)])
    print("highest:", max(band).player, "lowest:", min(band).player)
    print(band[0] == band[4], band[0] is band[4], band[1] <= band[2], band[3] > band[2])
    print(len(set(band)), len(Instrument.registry))
    by_family = {}
    for inst in band:
        by_family.setdefault(inst.family, []).append(inst.player)
    print(by_family)
    print(issubclass(Tuba, Instrument), isinstance(band[2], Brass), Violin.__mro__[1].__name__)
    print(sorted(Instrument.__abstractmethods__), Cello.__abstractmethods__)


if __name__ == "__main__":
    main()
