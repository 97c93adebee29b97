"""Employee records whose fields validate themselves through descriptors."""


class ValidationError(ValueError):
    def __init__(self, field, value, reason):
        super().__init__(f"{field}={value!r}: {reason}")
        self.field = field
        self.value = value


class Field:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        self.validate(value)
        setattr(obj, self.private, value)

    def validate(self, value):
        pass


class NonEmptyStr(Field):
    def __init__(self, max_len=40):
        self.max_len = max_len

    def validate(self, value):
        if not isinstance(value, str):
            raise ValidationError(self.public, value, "must be a string")
        if not value.strip():
            raise ValidationError(self.public, value, "must not be blank")
        if len(value) > self.max_len:
            raise ValidationError(self.public, value, f"longer than {self.max_len}")


class Bounded(Field):
    def __init__(self, low, high):
        self.low = low
        self.high = high

    def validate(self, value):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise ValidationError(self.public, value, "must be a number")
        if not self.low <= value <= self.high:
            raise ValidationError(self.public, value, f"outside [{self.low}, {self.high}]")


class Employee:
    name = NonEmptyStr()
    dept = NonEmptyStr(max_len=8)
    salary = Bounded(10_000, 500_000)
    level = Bounded(1, 7)

    def __init__(self, name, dept, salary, level=1):
        self.name = name
        self.dept = dept
        self.salary = salary
        self.level = level

    def promote(self):
        self.level = self.level + 1
        self.salary = round(self.salary * 1.1)

    def __repr__(self):
        return f"Employee({self.name!r}, {self.dept!r}, {self.salary}, L{self.level})"


def main():
    staff = [Employee("Ada", "eng", 120_000, 5), Employee("Grace", "research", 150_000, 6)]
    rows = [
        ("Linus", "eng", 95_000, 3),
        ("", "ops", 60_000, 2),
        ("Ken", "operations", 80_000, 2),
        ("Bjarne", "eng", 5_000, 1),
        ("Guido", "eng", 130_000, True),
        ("Dennis", "eng", "lots", 4),
    ]
    for row in rows:
        try:
            staff.append(Employee(*row))
        except ValidationError as err:
            print("rejected:", err, "| field:", err.field)
    for person in staff:
        try:
            person.promote()
        except ValidationError as err:
            print(f"cannot promote {person.name}: {err}")
    for person in sorted(staff, key=lambda p: (-p.salary, p.name)):
        print(person)
    print(type(Employee.salary).__name__, Employee.salary.public, Employee.level.low)
    print(sorted(vars(staff[0])))


if __name__ == "__main__":
    main()
