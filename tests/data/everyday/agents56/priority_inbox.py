"""Priority inbox: score incoming mail, keep a heap, and read the most urgent first."""
import heapq
import itertools
from dataclasses import dataclass, field
from datetime import datetime, timedelta

VIP = {"ceo@corp.example", "oncall@corp.example"}
URGENT_WORDS = ("outage", "urgent", "asap", "down", "invoice overdue")


@dataclass(order=True)
class Entry:
    sort_key: tuple
    message: dict = field(compare=False)


class Inbox:
    def __init__(self, now: datetime):
        self.now = now
        self._heap: list[Entry] = []
        self._counter = itertools.count()
        self.muted: set[str] = set()

    def score(self, msg: dict) -> int:
        score = 0
        if msg["sender"] in VIP:
            score += 50
        subject = msg["subject"].lower()
        score += sum(20 for w in URGENT_WORDS if w in subject)
        age = self.now - msg["received"]
        if age > timedelta(hours=24):
            score += 10
        if msg.get("thread_len", 1) > 3:
            score += 5
        return score

    def push(self, msg: dict) -> None:
        if msg["sender"].split("@")[1] in self.muted:
            return
        heapq.heappush(self._heap, Entry((-self.score(msg), next(self._counter)), msg))

    def pop(self) -> dict:
        return heapq.heappop(self._heap).message

    def __len__(self):
        return len(self._heap)

    def peek_scores(self, n: int):
        return [-e.sort_key[0] for e in heapq.nsmallest(n, self._heap)]


def main():
    now = datetime(2024, 3, 4, 9, 30)
    raw = [
        ("newsletter@shop.example", "Spring sale ends soon", 2),
        ("ceo@corp.example", "Quarterly numbers", 30),
        ("alerts@monitor.example", "URGENT: api down in eu-west", 0.2),
        ("bob@corp.example", "lunch?", 1),
        ("billing@vendor.example", "Invoice overdue - please pay ASAP", 50),
        ("oncall@corp.example", "Outage postmortem draft", 5),
        ("spam@ads.example", "You won!!!", 3),
        ("carol@corp.example", "Re: Re: Re: design review", 26),
    ]
    inbox = Inbox(now)
    inbox.muted.add("ads.example")
    for i, (sender, subject, hours_ago) in enumerate(raw):
        inbox.push({
            "id": i,
            "sender": sender,
            "subject": subject,
            "received": now - timedelta(hours=hours_ago),
            "thread_len": subject.count("Re:") + 1,
        })
    print(f"{len(inbox)} messages queued; top scores {inbox.peek_scores(3)}")
    rank = 1
    while inbox:
        msg = inbox.pop()
        when = msg["received"].strftime("%a %H:%M")
        print(f"{rank:>2}. [{inbox.score(msg):>3}] {when} {msg['sender']:<26} {msg['subject']}")
        rank += 1


if __name__ == "__main__":
    main()
