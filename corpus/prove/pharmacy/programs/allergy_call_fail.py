"""Call the doctor when p8 is allergic, although no doctor calls were promised."""
import clauz3
from tools.pharmacy.trusted import contracts as rx
from tools.pharmacy.trusted.effects import allergic, call_doctor, dispense


@clauz3.guarantee(rx.no_doctor_calls())
def main() -> None:
    if allergic("p8", "codeine"):
        call_doctor("p8", "codeine allergy")
    else:
        dispense("p8", "codeine", 30)
