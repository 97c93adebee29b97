"""2D vectors with operator overloading used for a tiny particle simulation."""
import math
from functools import total_ordering


@total_ordering
class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def __repr__(self):
        return f"Vec({self.x:g}, {self.y:g})"

    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"


class Particle:
    def __init__(self, name, pos, vel, mass=1.0):
        self.name, self.pos, self.vel, self.mass = name, pos, vel, mass

    def step(self, dt, gravity, floor=0.0):
        self.vel += gravity * dt
        self.pos += self.vel * dt
        if self.pos.y < floor:
            self.pos.y = floor - (self.pos.y - floor) * 0.5
            self.vel = Vec(self.vel.x * 0.9, -self.vel.y * 0.5)
            return True
        return False


def main():
    a, b = Vec(3, 4), Vec(1, -2)
    print(a + b, a - b, a * 2, 3 * b, a * b, -a, abs(a), a / 2)
    print(a == Vec(3, 4), a != b, b < a, a >= b, max(a, b), sorted([a, b, Vec(0, 1)]))
    x, y = a
    print(x, y, bool(Vec()), len({a, Vec(3, 4), b}), f"{a:.2f}")
    gravity = Vec(0, -9.8)
    particles = [Particle("ball", Vec(0, 10), Vec(2, 0)), Particle("rock", Vec(5, 3), Vec(-1, 6), 3.0)]
    bounces = {p.name: 0 for p in particles}
    for tick in range(40):
        for p in particles:
            if p.step(0.1, gravity):
                bounces[p.name] += 1
        if tick % 10 == 9:
            print(tick + 1, "; ".join(f"{p.name} {p.pos:.2f}" for p in particles))
    print(bounces)
    com = sum((p.pos * p.mass for p in particles), Vec()) / sum(p.mass for p in particles)
    print(f"centre of mass {com:.3f}")
    return sum(bounces.values())


if __name__ == "__main__":
    main()
