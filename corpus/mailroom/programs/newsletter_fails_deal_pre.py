import clauz3
from tools.mailroom.trusted.effects import lookup_group, send_email


def headline(items: list[str]) -> str:
    return "June newsletter: " + ", ".join(items)


def main() -> int:
    readers = sorted(lookup_group("subscribers"))
    stories = ["new office in Lisbon", "API v3 beta", "hack week winners", "the cafeteria gets a pizza oven"]
    sent = 0
    for count in range(1, len(stories) + 1):
        subject = headline(stories[:count])
        print(len(subject), subject)
        target = readers[count % len(readers)]
        send_email(target, subject, "See the full issue on the intranet.")
        sent += 1
    return sent
