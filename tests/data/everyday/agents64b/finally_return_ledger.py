"""A ledger whose operations exercise try/except/else/finally with returns inside."""


class Ledger:
    def __init__(self):
        self.balance = 0
        self.log = []
        self.open_ops = 0

    def _begin(self, name):
        self.open_ops += 1
        self.log.append(f"begin {name}")

    def _end(self, name):
        self.open_ops -= 1
        self.log.append(f"end {name}")

    def deposit(self, amount):
        self._begin("deposit")
        try:
            if amount <= 0:
                raise ValueError(f"deposit must be positive: {amount}")
            self.balance += amount
            return self.balance
        finally:
            self._end("deposit")

    def withdraw(self, amount):
        self._begin("withdraw")
        try:
            if amount > self.balance:
                raise ArithmeticError("insufficient funds")
        except ArithmeticError as exc:
            self.log.append(f"refused: {exc}")
            return None
        else:
            self.balance -= amount
            self.log.append("withdrawn")
            return amount
        finally:
            self._end("withdraw")

    def audit(self):
        try:
            return "audit-ok"
        finally:
            self.log.append("audit ran")

    def overriding(self):
        # A return in finally wins over the one in try (and swallows errors).
        try:
            raise RuntimeError("lost")
        finally:
            return "finally wins"

    def count_until(self, limit):
        seen = 0
        for i in range(10):
            try:
                if i == limit:
                    break
                if i % 2:
                    continue
                seen += 1
            finally:
                self.log.append(f"tick {i}")
        return seen


def main():
    led = Ledger()
    print(led.deposit(100), led.withdraw(30), led.withdraw(500))
    try:
        led.deposit(-5)
    except ValueError as exc:
        print("ValueError:", exc)
    print(led.balance, led.open_ops)
    print(led.audit(), led.overriding(), led.count_until(5))
    for line in led.log:
        print(" ", line)

    def nested():
        try:
            try:
                1 / 0
            finally:
                led.log.append("inner finally")
        except ZeroDivisionError:
            return "caught outside"
        finally:
            led.log.append("outer finally")

    print(nested(), led.log[-2:])

    def reraiser(n):
        try:
            return 10 // n
        except ZeroDivisionError:
            led.log.append("reraise")
            raise
        finally:
            led.log.append(f"done {n}")

    for n in (2, 0):
        try:
            print(reraiser(n))
        except ZeroDivisionError as exc:
            print("propagated:", exc)
    print(led.log[-3:])


if __name__ == "__main__":
    main()
