"""Abstract interfaces implemented by mixins, and dataclasses combining field sets."""
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, fields


class Shape(ABC):
    @abstractmethod
    def area(self): ...


class Printable(ABC):
    @abstractmethod
    def render(self): ...


class AreaImpl:
    def area(self):
        return 3


class Square(AreaImpl, Shape, Printable):
    def render(self):
        return "square with area " + str(self.area())


class Half(Shape, Printable):
    def render(self):
        return "half"


@dataclass
class HasId:
    id: int = 0
    tags: list = field(default_factory=list)


@dataclass
class HasOwner:
    owner: str = "root"
    id: int = 5


@dataclass
class Item(HasId, HasOwner):
    title: str = ""

    def label(self):
        return f"{self.owner}/{self.id}: {self.title}"


def main():
    s = Square()
    print(s.area(), s.render(), isinstance(s, Printable), isinstance(s, AreaImpl))
    try:
        Half()
    except TypeError as e:
        print(e)
    print(Item())
    item = Item(1, ["a"], "me", "t")
    print(item, item.label())
    print([f.name for f in fields(Item)])
    print(Item(title="x") == Item(title="x"), isinstance(item, HasOwner))


if __name__ == "__main__":
    main()
