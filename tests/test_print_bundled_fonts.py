"""The PDFs are set in the bundled faces only (companion/printing/dejavu), never in a copy of
DejaVu or anything else the machine has installed: WeasyPrint's font configuration holds
the bundled faces and no system font, so a kit is the same file on every machine."""

from companion.printing import fonts, pdf
from tests.print_helpers import page_fonts, pages

BUNDLED = {"DejaVu-Sans", "DejaVu-Sans-Bold", "DejaVu-Serif-Bold", "DejaVu-Sans-Mono"}


def test_a_face_the_package_lacks_is_not_taken_from_the_system(tmp_path):
    """Asked for faces Debian's fonts-dejavu-core has and the package does not (DejaVu Sans
    Oblique, DejaVu Serif Book, DejaVu Sans Condensed, a generic serif), a page still
    embeds the bundled faces only: where such a face was found on the machine (it was,
    with fonts-dejavu-core installed), WeasyPrint could as well pick the system's copy of
    DejaVu Sans itself."""
    faces = "".join(f"@font-face {{ font-family: '{f['family']}'; font-weight: {f['weight']}; "
                    f"src: url('{f['url']}') }}" for f in fonts.font_faces())
    asked = ["font-family: 'DejaVu Sans'", "font-family: 'DejaVu Sans'; font-style: italic",
             "font-family: 'DejaVu Serif'", "font-family: 'DejaVu Sans Condensed'",
             "font-family: serif", "font-family: 'DejaVu Sans'; font-weight: bold"]
    body = "".join(f'<p style="{style}">Quick-Food Franchise 900 $ ąęłż</p>' for style in asked)
    target = tmp_path / "faces.pdf"
    pdf.write(f"<style>{faces}</style>{body}", target)
    used = page_fonts(pages(target)[0])
    assert "DejaVu-Sans" in used and used.keys() <= BUNDLED and all(used.values()), used
