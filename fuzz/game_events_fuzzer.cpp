// The events of an online game as a client reads them from a server it need
// not trust (djed/online/game_events.hpp, folded_game.hpp): the first byte
// picks Ramses or Pharao, the rest is split at newlines into events. Each is
// refused with a one-line problem or read into an event that writes back to
// text read as the same event; what is read is folded into one game, which
// refuses what does not fit with a one-line problem and never throws.
#include <memory>
#include <optional>

#include "djed/online/folded_game.hpp"
#include "djed/online/game_events.hpp"
#include "fuzz_support.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"

namespace {

void one_line(const std::string& problem, const char* what) {
  if (problem.empty() || problem.find('\n') != std::string::npos)
    djed::fuzz::broken(std::string(what) + " is not one line: '" + problem + "'");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace djed::online;
  static const std::shared_ptr<const djed::Game> games[] = {std::make_shared<ramses::RamsesGame>(),
                                                             std::make_shared<pharao::PharaoGame>()};
  if (size == 0) return 0;
  const auto& game = games[data[0] % 2];
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  std::optional<FoldedGame> folded;
  for (std::size_t start = 0; start <= input.size();) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view text = input.substr(start, end - start);
    start = end + 1;
    for (const Secrets secrets : {Secrets::kLeftOut, Secrets::kKept}) {
      const DecodedEvent decoded = decode_event(text, secrets);
      if (!decoded.event) {
        one_line(decoded.problem, "a refusal");
        continue;
      }
      const std::string written = encode_event(*decoded.event, secrets);
      const DecodedEvent again = decode_event(written, secrets);
      if (!again.event || encode_event(*again.event, secrets) != written)
        djed::fuzz::broken("an event read and written again differs:\n" + std::string(text) + "\n" + written);
    }
    const DecodedEvent decoded = decode_event(text, Secrets::kLeftOut);
    if (!decoded.event) continue;
    if (const auto* created = std::get_if<Created>(&decoded.event->body); created != nullptr && !folded) {
      Created mine = *created;
      mine.rules = game->info().id;
      auto started = FoldedGame::start(mine, game);
      if (started) folded.emplace(std::move(started.value()));
      else one_line(started.message(), "a refused start");
      continue;
    }
    if (!folded) continue;
    const int turns = folded->turns_played();
    const std::string problem = folded->apply(*decoded.event);
    if (!problem.empty()) {
      one_line(problem, "a refused event");
      if (folded->turns_played() != turns) djed::fuzz::broken("a refused event changed the game");
    }
  }
  return 0;
}
