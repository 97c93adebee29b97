"""A zoo roster: inheritance, super(), class attributes, class and static methods."""


class Animal:
    count = 0
    legs = 4
    diet = "omnivore"

    def __init__(self, name, age):
        self.name = name
        self.age = age
        Animal.count += 1
        type(self).instances = getattr(type(self), "instances", 0) + 1

    @classmethod
    def from_record(cls, record):
        name, age = record.split(":")
        return cls(name.strip(), int(age))

    @staticmethod
    def human_years(age, factor=7):
        return age * factor

    def speak(self):
        return "..."

    def feed_cost(self):
        return {"herbivore": 3, "carnivore": 8, "omnivore": 5}[self.diet] * (1 + self.age // 10)

    def __str__(self):
        return f"{self.name} the {type(self).__name__.lower()}"

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.age})"


class Lion(Animal):
    diet = "carnivore"

    def speak(self):
        return "roar"


class Parrot(Animal):
    legs = 2
    diet = "herbivore"

    def __init__(self, name, age, words=()):
        super().__init__(name, age)
        self.words = list(words)

    def speak(self):
        return ", ".join(self.words) or super().speak()

    @staticmethod
    def human_years(age, factor=3):
        return Animal.human_years(age, factor)


class Penguin(Parrot):
    diet = "carnivore"

    def speak(self):
        return "honk " + super().speak()


class Snake(Animal):
    legs = 0
    diet = "carnivore"

    def __init__(self, name, age, venomous):
        if not isinstance(venomous, bool):
            raise TypeError("venomous must be a bool")
        super().__init__(name, age)
        self.venomous = venomous

    @classmethod
    def from_record(cls, record):
        base, flag = record.rsplit("/", 1)
        name, age = base.split(":")
        return cls(name.strip(), int(age), flag == "v")


def main():
    zoo = [Lion.from_record("Leo: 12"), Parrot("Polly", 4, ["hello", "cracker"]), Parrot("Kiwi", 1),
           Penguin("Pingu", 6), Snake.from_record("Kaa:30/v"), Snake.from_record("Nagini: 2/n")]
    try:
        zoo.append(Snake("Sid", 3, "yes"))
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        Lion.from_record("Nala")
    except ValueError as exc:
        print("ValueError:", exc)
    for a in zoo:
        print(f"{str(a):<22} says {a.speak()!r:<20} legs={a.legs} cost={a.feed_cost()}")
    print("animals:", Animal.count, {cls.__name__: cls.instances for cls in (Lion, Parrot, Penguin, Snake)})
    print(Animal.human_years(3), Parrot.human_years(3), zoo[3].human_years(10))
    print(repr(zoo[4]), zoo[4].venomous, zoo[5].venomous)
    print(sum(a.legs for a in zoo), max(zoo, key=Animal.feed_cost))
    by_diet = {}
    for a in zoo:
        by_diet.setdefault(a.diet, []).append(a.name)
    print(by_diet)
    print([c.__name__ for c in Penguin.__mro__], isinstance(zoo[3], Parrot), issubclass(Snake, Parrot))
    print(hasattr(Animal, "instances"), "instances" in vars(Parrot), Penguin.instances)


if __name__ == "__main__":
    main()
