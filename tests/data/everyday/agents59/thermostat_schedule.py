"""Simulate a smart thermostat over a day: schedule setpoints, hysteresis, and energy use."""
import math
from dataclasses import dataclass
from enum import Enum


class Mode(Enum):
    IDLE = "idle"
    HEAT = "heat"
    COOL = "cool"


SCHEDULE = [  # (start minute, heat setpoint, cool setpoint)
    (0, 17.0, 27.0),
    (6 * 60 + 30, 20.5, 25.0),
    (8 * 60 + 30, 16.0, 28.0),
    (17 * 60, 21.0, 24.5),
    (22 * 60 + 30, 17.0, 27.0),
]
HYSTERESIS = 0.5


@dataclass
class Thermostat:
    temp: float = 18.0
    mode: Mode = Mode.IDLE
    heat_minutes: int = 0
    cool_minutes: int = 0
    switches: int = 0

    def setpoints(self, minute):
        current = SCHEDULE[0]
        for entry in SCHEDULE:
            if entry[0] <= minute:
                current = entry
        return current[1], current[2]

    def decide(self, minute):
        heat_sp, cool_sp = self.setpoints(minute)
        new = self.mode
        if self.mode is Mode.HEAT and self.temp >= heat_sp + HYSTERESIS:
            new = Mode.IDLE
        elif self.mode is Mode.COOL and self.temp <= cool_sp - HYSTERESIS:
            new = Mode.IDLE
        elif self.mode is Mode.IDLE:
            if self.temp < heat_sp - HYSTERESIS:
                new = Mode.HEAT
            elif self.temp > cool_sp + HYSTERESIS:
                new = Mode.COOL
        if new is not self.mode:
            self.switches += 1
            self.mode = new
        return heat_sp, cool_sp

    def physics(self, outside):
        self.temp += (outside - self.temp) * 0.004
        if self.mode is Mode.HEAT:
            self.temp += 0.06
            self.heat_minutes += 1
        elif self.mode is Mode.COOL:
            self.temp -= 0.07
            self.cool_minutes += 1


def outside_temp(minute):
    return 22 + 9 * math.sin((minute - 9 * 60) / 1440 * 2 * math.pi)


def main():
    th = Thermostat()
    log = []
    last_mode = None
    for minute in range(24 * 60):
        heat_sp, cool_sp = th.decide(minute)
        th.physics(outside_temp(minute))
        if th.mode != last_mode:
            log.append((minute, th.mode, round(th.temp, 2), heat_sp, cool_sp))
            last_mode = th.mode
        if minute % 180 == 0:
            print(f"{minute // 60:02d}:{minute % 60:02d} out {outside_temp(minute):5.1f}C in {th.temp:5.2f}C "
                  f"sp {heat_sp}/{cool_sp} {th.mode.value}")
    print("mode changes (first 8):")
    for minute, mode, temp, h, c in log[:8]:
        print(f"  {minute // 60:02d}:{minute % 60:02d} -> {mode.name:<4} at {temp}C")
    kwh = th.heat_minutes / 60 * 3.2 + th.cool_minutes / 60 * 2.6
    print(f"heat {th.heat_minutes} min, cool {th.cool_minutes} min, {th.switches} switches, {kwh:.2f} kWh")
    print(f"final temp {th.temp:.3f}")


if __name__ == "__main__":
    main()
