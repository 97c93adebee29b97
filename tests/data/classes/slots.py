class Point:
    __slots__ = ("x", "y")
    dims = 2

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Point3(Point):
    __slots__ = ["z"]

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class Tagged(Point):
    def __init__(self, x, y, tag):
        super().__init__(x, y)
        self.tag = tag


class Temperature:
    __slots__ = "_celsius"

    def __init__(self, c):
        self.celsius = c

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        self._celsius = round(value, 1)


def attempt(obj, label, assign):
    try:
        assign(obj)
        print(label, "ok")
    except AttributeError as e:
        print(label, "AttributeError:", e)


def main():
    p = Point(1, -2)
    p.x = 5
    print(p.x, p.y, p.norm1(), p.dims)
    attempt(p, "new attribute", setattr_like)
    attempt(p, "class attribute", set_dims)
    attempt(p, "method name", set_method)
    q = Point3(1, 2, 3)
    q.z += 1
    print(q.z, q.norm1())
    attempt(q, "inherited slot", set_x)
    attempt(q, "subclass new attribute", setattr_like)
    t = Tagged(0, 0, "origin")
    t.extra = True
    print(t.tag, t.extra)
    temp = Temperature(21.456)
    temp.celsius = 30.04
    print(temp.celsius)
    try:
        print(Point(1, 2).missing)
    except AttributeError as e:
        print("AttributeError:", e)
    return p.norm1()


def setattr_like(o):
    o.w = 1


def set_dims(o):
    o.dims = 3


def set_method(o):
    o.norm1 = 0


def set_x(o):
    o.x = 10
