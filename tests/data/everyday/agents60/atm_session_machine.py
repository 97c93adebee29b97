"""An ATM session as a state machine: card, PIN with retries, withdrawal in notes, receipts."""
from enum import Enum


class State(Enum):
    IDLE = "idle"
    CARD_INSERTED = "card inserted"
    AUTHENTICATED = "authenticated"
    CARD_RETAINED = "card retained"


class ATMError(Exception):
    pass


ACCOUNTS = {"4000-1111": {"pin": "1234", "balance": 560}, "4000-2222": {"pin": "9999", "balance": 75}}


class ATM:
    NOTES = (50, 20, 10)

    def __init__(self, cash: dict[int, int]):
        self.cash = dict(cash)
        self.state = State.IDLE
        self.card = None
        self.attempts = 0
        self.journal: list[str] = []

    def _require(self, *states: State) -> None:
        if self.state not in states:
            allowed = " or ".join(s.value for s in states)
            raise ATMError(f"not allowed while {self.state.value} (needs {allowed})")

    def insert(self, card: str) -> None:
        self._require(State.IDLE)
        if card not in ACCOUNTS:
            raise ATMError(f"unknown card {card}")
        self.card, self.attempts, self.state = card, 0, State.CARD_INSERTED

    def enter_pin(self, pin: str) -> None:
        self._require(State.CARD_INSERTED)
        if ACCOUNTS[self.card]["pin"] == pin:
            self.state = State.AUTHENTICATED
            return
        self.attempts += 1
        if self.attempts >= 3:
            self.state = State.CARD_RETAINED
            raise ATMError("too many wrong PINs; card retained")
        raise ATMError(f"wrong PIN ({3 - self.attempts} tries left)")

    def dispense(self, amount: int) -> dict[int, int]:
        notes = {}
        left = amount
        for note in self.NOTES:
            count = min(left // note, self.cash.get(note, 0))
            if count:
                notes[note] = count
                left -= count * note
        if left:
            raise ATMError(f"cannot make {amount} from the notes available")
        for note, count in notes.items():
            self.cash[note] -= count
        return notes

    def withdraw(self, amount: int) -> dict[int, int]:
        self._require(State.AUTHENTICATED)
        account = ACCOUNTS[self.card]
        if amount <= 0 or amount % 10:
            raise ATMError("amount must be a positive multiple of 10")
        if amount > account["balance"]:
            raise ATMError(f"insufficient funds (balance {account['balance']})")
        notes = self.dispense(amount)
        account["balance"] -= amount
        self.journal.append(f"{self.card} -{amount} -> {account['balance']}")
        return notes

    def eject(self) -> None:
        self._require(State.CARD_INSERTED, State.AUTHENTICATED)
        self.card, self.state = None, State.IDLE


SCRIPT = [("withdraw", 20), ("insert", "4000-1111"), ("enter_pin", "0000"), ("enter_pin", "1234"),
          ("withdraw", 180), ("withdraw", 15), ("withdraw", 1000), ("withdraw", 300), ("eject",),
          ("insert", "4000-2222"), ("enter_pin", "1"), ("enter_pin", "2"), ("enter_pin", "3"), ("eject",),
          ("insert", "5000-0000")]


def main():
    atm = ATM({50: 4, 20: 10, 10: 5})
    for op, *args in SCRIPT:
        try:
            result = getattr(atm, op)(*args)
            shown = "" if result is None else " -> " + " + ".join(f"{n}x{v}" for v, n in result.items())
            print(f"{op}({', '.join(map(str, args))}) ok{shown} [{atm.state.name}]")
        except ATMError as exc:
            print(f"{op}({', '.join(map(str, args))}) error: {exc} [{atm.state.name}]")
    print("cash left:", atm.cash, "total", sum(v * n for v, n in atm.cash.items()))
    print("journal:", atm.journal)
    print(State("idle") is State.IDLE, [s.value for s in State])


if __name__ == "__main__":
    main()
