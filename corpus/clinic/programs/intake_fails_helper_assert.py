import clauz3
from tools.clinic.trusted.effects import book, notify


def age_from(birth_year: int, this_year: int = 2024) -> int:
    age = this_year - birth_year
    assert 0 <= age <= 120, f"implausible birth year {birth_year}"
    return age


def main() -> int:
    intake = [("p-8001", 1961), ("p-8002", 1999), ("p-8003", 1887), ("p-8004", 2010)]
    booked = 0
    for patient, born in intake:
        booking = book(patient, "dr-amari", 3, 9 + booked)
        notify(patient, f"Welcome! Your intake appointment is {booking}.")
        age = age_from(born)
        kind = "senior" if age >= 65 else "minor" if age < 18 else "adult"
        print(patient, age, kind)
        booked += 1
    return booked
