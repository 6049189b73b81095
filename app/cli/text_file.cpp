#include "text_file.hpp"

#include <fstream>

namespace djed::cli {

Result<void> write_text_file(const std::filesystem::path& file, const std::string& text) {
  const std::filesystem::path temporary = file.string() + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) return make_error("'" + file.string() + "': cannot be written");
  }
  std::error_code ec;
  std::filesystem::rename(temporary, file, ec);
  if (ec) return make_error("'" + file.string() + "': " + ec.message());
  return {};
}

}  // namespace djed::cli
