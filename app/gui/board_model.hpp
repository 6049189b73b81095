#pragma once
// The cells of the board view, one row per cell of the plugin's geometry,
// with what the session says about each now: can be selected, is selected,
// is a destination (and on which spots), was part of the last turn.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "djed/geometry.hpp"

namespace djed::session {
class GameSession;
}

namespace djed::gui {

class BoardModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")

 public:
  enum Role {
    CellIdRole = Qt::UserRole + 1,
    LabelRole,
    RowRole,
    ColRole,
    RowSpanRole,
    ColSpanRole,
    SpotsRole,
    MarkersRole,
    SelectableRole,
    SelectedRole,
    TargetRole,
    TargetSpotsRole,
    LastTurnRole,
  };
  explicit BoardModel(QObject* parent = nullptr);

  void reset(const BoardGeometry& geometry);
  // Refreshes the dynamic roles from the session.
  void update(const session::GameSession& session);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 private:
  struct Dynamic {
    bool selectable = false;
    bool selected = false;
    bool target = false;
    QVariantList target_spots;
    bool last_turn = false;
    friend bool operator==(const Dynamic&, const Dynamic&) = default;
  };
  std::vector<Cell> cells_;
  std::vector<Dynamic> dynamic_;
};

}  // namespace djed::gui
