import clauz3
from tools.clinic.trusted.effects import notify


def main() -> list[str]:
    clinic = "Riverside Family Clinic"
    phone = "+1 555 0100"

    def reminder(name: str, hour: int, fasting: bool = False, doctor: str = "your doctor") -> str:
        when = f"{hour}:00" if hour < 12 else f"{hour - 12 if hour > 12 else 12}:00 pm"
        prep = " Please do not eat after midnight." if fasting else ""
        return f"{clinic}: hi {name.strip()}, {doctor} expects you at {when}.{prep} Questions? {phone}"

    appointments = [("  Maya ", 9, "blood panel"), ("Olu", 14, "checkup"), ("Ines", 12, "fasting glucose")]
    sent = []
    for name, hour, what in appointments:
        needs_fasting = "fasting" in what or what.endswith("panel")
        text = reminder(name, hour, fasting=needs_fasting, doctor="Dr. Okafor")
        notify(name.strip().lower(), text)
        sent.append(text[len(clinic) + 2:])
    print("\n".join(sent))
    print("labels:", [what.upper() for _, _, what in appointments])
    return sent
