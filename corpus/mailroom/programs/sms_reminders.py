import clauz3
from tools.mailroom.trusted.effects import send_sms


def shorten(text: str, limit: int = 160) -> str:
    if len(text) <= limit:
        return text
    return text[:limit - 3] + "..."


def main() -> int:
    names = ["Priya", "Tomasz", "Lea"]
    numbers = ["+4915112345678", "+48601234567", "+33612345678"]
    times = ("09:30", "14:00", "16:45")
    segments = 0
    for name, number, at in zip(names, numbers, times):
        text = f"Hi {name}, reminder: your delivery window starts at {at}. Reply STOP to opt out."
        if name == "Tomasz":
            text += " Note: the driver will call ahead because the building has no doorbell and the gate code changed last week, so please keep your phone nearby."
        text = shorten(text)
        used = send_sms(number, text)
        segments += used
        print(f"{name:<7} len={len(text):>3} segments={used}")
    return segments
