// What another node's link sends (server/link_reader.hpp): any bytes, read
// whole and read in pieces of the size the first byte picks, give the same
// lines and the same refusal; a refusal is one line; every line taken is
// bounded, holds no line end and came after the exact greeting with the secret.
#include <optional>
#include <vector>

#include "fuzz_support.hpp"
#include "link_reader.hpp"

namespace {

constexpr std::size_t kMaxLine = 200;
const std::string kSecret(64, 'c');

struct Read {
  std::vector<std::string> lines;
  std::optional<std::string> refused;
  std::string from;
  bool operator==(const Read&) const = default;
};

Read read_in_pieces(std::string_view bytes, std::size_t piece) {
  djed::server::LinkReader reader(kSecret, kMaxLine);
  Read out;
  for (std::size_t at = 0; at < bytes.size() && !out.refused; at += piece)
    out.refused = reader.read(bytes.substr(at, piece), [&](std::string_view line) {
      out.lines.emplace_back(line);
      return true;
    });
  out.from = reader.from();
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t piece = 1 + data[0] % 32;
  const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  const Read whole = read_in_pieces(bytes, bytes.empty() ? 1 : bytes.size());
  if (!(read_in_pieces(bytes, piece) == whole)) djed::fuzz::broken("the same bytes read differently in pieces");
  if (whole.refused && (whole.refused->empty() || whole.refused->find('\n') != std::string::npos))
    djed::fuzz::broken("a refusal that is not one line");
  for (const auto& line : whole.lines)
    if (line.size() > kMaxLine || line.find('\n') != std::string::npos) djed::fuzz::broken("a line over the limit or with its end");
  const std::string greeting = std::string(djed::server::kLinkGreeting) + whole.from + " " + kSecret + "\n";
  if (!whole.lines.empty() && (whole.from.empty() || bytes.substr(0, greeting.size()) != greeting))
    djed::fuzz::broken("a line taken without the exact greeting first");
  return 0;
}
