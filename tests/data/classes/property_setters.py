"""A thermostat whose settings go through property setters that validate and convert."""


class Setting:
    def __init__(self, name, celsius):
        self.name = name
        self.celsius = celsius
        self.changes = 0

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._celsius = round(value, 1)

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

    def nudge(self, by):
        self.celsius += by
        self.changes += 1


class Locked(Setting):
    @property
    def celsius(self):
        return 18.0


class Eco(Setting):
    def nudge(self, by):
        super().nudge(min(by, 1))


def main():
    rooms = [Setting("hall", 19.04), Eco("study", 20), Setting("attic", 12)]
    for room in rooms:
        room.nudge(2.5)
    for room in rooms:
        print(f"{room.name:>6}: {room.celsius:5.1f} C = {room.fahrenheit:5.1f} F after {room.changes} change(s)")
    try:
        rooms[0].celsius = -300
    except ValueError as e:
        print("refused:", e)
    try:
        rooms[1].fahrenheit = 80
    except AttributeError as e:
        print("refused:", e)
    try:
        Locked("cellar", 10)
    except AttributeError as e:
        print("refused:", e)
    return sorted(round(r.celsius) for r in rooms)
